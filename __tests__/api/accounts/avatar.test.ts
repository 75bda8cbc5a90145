/** @jest-environment node */
import sharp from 'sharp';
import { AVATAR_MAX_BYTES } from '@/contracts/account-contract';
import { call, type TestContext, createTestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser } from './account-fixtures';

let ctx: TestContext;
let photo: Buffer;
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c2410c' } }).jpeg().toBuffer();
});
afterAll(async () => {
  await ctx?.close();
});

async function upload(token: string | undefined, file: Blob | null, name = 'photo.jpg') {
  const form = new FormData();
  if (file) form.append('file', file, name);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await ctx.app.request('/api/users/my-users/avatar', { method: 'POST', headers, body: form });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const jpeg = (bytes: Buffer = photo, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type });

async function fetchAvatar(url: string) {
  const response = await ctx.app.request(url);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('POST /api/users/my-users/avatar', () => {
  it('stores the photo as a 256 px WebP square, served at the avatarUrl it answers', async () => {
    const user = await signUpUser(ctx);
    const res = await upload(user.token, jpeg());
    expect(res.status).toBe(200);
    expect(res.json.avatarUrl).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/);
    const served = await fetchAvatar(res.json.avatarUrl);
    expect(served).toMatchObject({ status: 200, type: 'image/webp' });
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await call(ctx, 'GET', '/api/whoAmI', { token: user.token })).json.avatarUrl).toBe(res.json.avatarUrl);
  });

  it('a new photo replaces the old one, whose file is removed', async () => {
    const user = await signUpUser(ctx);
    const first = (await upload(user.token, jpeg())).json.avatarUrl;
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#1d4ed8' } }).png().toBuffer();
    const second = (await upload(user.token, jpeg(png, 'image/png'), 'photo.png')).json.avatarUrl;
    expect(second).not.toBe(first);
    expect((await fetchAvatar(second)).status).toBe(200);
    expect((await fetchAvatar(first)).status).toBe(404);
  });

  it("another diner's upload leaves the first diner's photo alone", async () => {
    const awa = await signUpUser(ctx);
    const moussa = await signUpUser(ctx);
    const awaUrl = (await upload(awa.token, jpeg())).json.avatarUrl;
    await upload(moussa.token, jpeg());
    expect((await call(ctx, 'GET', '/api/whoAmI', { token: awa.token })).json.avatarUrl).toBe(awaUrl);
    expect((await fetchAvatar(awaUrl)).status).toBe(200);
  });

  it('answers 413 avatar_too_large over 5 MB, and payload_too_large for a body far over it', async () => {
    const user = await signUpUser(ctx);
    expectError(await upload(user.token, jpeg(Buffer.alloc(AVATAR_MAX_BYTES + 1))), 413, 'avatar_too_large');
    expectError(await upload(user.token, jpeg(Buffer.alloc(AVATAR_MAX_BYTES * 2))), 413, 'payload_too_large');
  });

  it('answers 415 avatar_unsupported_type for a GIF, and for text sent as a PNG', async () => {
    const user = await signUpUser(ctx);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    expectError(await upload(user.token, jpeg(gif, 'image/gif'), 'a.gif'), 415, 'avatar_unsupported_type');
    expectError(await upload(user.token, jpeg(gif, 'image/png'), 'a.png'), 415, 'avatar_unsupported_type');
  });

  it('answers 400 avatar_unreadable for a damaged image', async () => {
    const user = await signUpUser(ctx);
    expectError(await upload(user.token, jpeg(Buffer.concat([photo.subarray(0, 200), Buffer.alloc(2000, 7)]))), 400, 'avatar_unreadable');
  });

  it('answers 400 avatar_missing without a file, and 415 for a JSON body', async () => {
    const user = await signUpUser(ctx);
    expectError(await upload(user.token, null), 400, 'avatar_missing');
    expectError(await call(ctx, 'POST', '/api/users/my-users/avatar', { token: user.token, body: { file: 'x' } }), 415, 'unsupported_media_type');
  });

  it('answers 401 without a token', async () => {
    expectError(await upload(undefined, jpeg()), 401, 'unauthenticated');
  });
});

describe('GET /api/avatars/{name}', () => {
  it('answers 404 for a name it never stored and 400 for a name outside the pattern', async () => {
    expectError(await call(ctx, 'GET', '/api/avatars/00000000-0000-4000-8000-000000000000-0123456789abcdef.webp'), 404, 'not_found');
    expect((await call(ctx, 'GET', '/api/avatars/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
  });
});
