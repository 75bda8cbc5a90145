/** @jest-environment node */
import sharp from 'sharp';
import { readServerEnv } from '@/config/env.server';
import { call, type TestContext, createTestContext } from '../support/test-app';
import { startFakeS3, type FakeS3 } from '../support/fake-s3';
import { expectError, RELAXED_RATE_LIMIT, signUpUser } from './account-fixtures';

const CREDENTIALS = { accessKeyId: 'TABLEEKEY', secretAccessKey: 'tablee-secret', region: 'eu-west-3' };
const s3Env = (s3: FakeS3, overrides: Record<string, string> = {}) => ({
  ...RELAXED_RATE_LIMIT,
  AVATAR_S3_BUCKET: 'tablee-photos',
  AVATAR_S3_ENDPOINT: s3.endpoint,
  AVATAR_S3_REGION: CREDENTIALS.region,
  AVATAR_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
  AVATAR_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  ...overrides,
});

let s3: FakeS3;
let ctx: TestContext;
let photo: Blob;
beforeAll(async () => {
  s3 = await startFakeS3(CREDENTIALS);
  ctx = await createTestContext(s3Env(s3));
  photo = new Blob([new Uint8Array(await sharp({ create: { width: 900, height: 600, channels: 3, background: '#15803d' } }).jpeg().toBuffer())], { type: 'image/jpeg' });
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

async function upload(context: TestContext, token: string) {
  const form = new FormData();
  form.append('file', photo, 'photo.jpg');
  const response = await context.app.request('/api/users/my-users/avatar', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, json: await response.json() };
}

const objectKeyOf = (avatarUrl: string) => `tablee-photos/avatars/${avatarUrl.split('/').pop()}`;

describe('Avatars in an S3-compatible bucket (README: Account settings, AVATAR_S3_*)', () => {
  it('stores the resized WebP in the bucket under the prefix, signed, and serves it at the same /api/avatars URL', async () => {
    const user = await signUpUser(ctx);
    const res = await upload(ctx, user.token);
    expect(res.status).toBe(200);
    expect(res.json.avatarUrl).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/);
    const stored = s3.objects.get(objectKeyOf(res.json.avatarUrl));
    expect(stored?.contentType).toBe('image/webp');
    expect(await sharp(stored!.body).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const served = await ctx.app.request(res.json.avatarUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored!.body)).toBe(true);
    expect(s3.refused).toBe(0);
  });

  it('a new photo deletes the replaced object from the bucket', async () => {
    const user = await signUpUser(ctx);
    const first = (await upload(ctx, user.token)).json.avatarUrl;
    const second = (await upload(ctx, user.token)).json.avatarUrl;
    expect(s3.objects.has(objectKeyOf(first))).toBe(false);
    expect(s3.objects.has(objectKeyOf(second))).toBe(true);
    expect((await ctx.app.request(first)).status).toBe(404);
  });

  it('a store that refuses the signature answers 502 avatar_store_unavailable and the profile keeps no broken photo', async () => {
    const wrongKey = await createTestContext(s3Env(s3, { AVATAR_S3_SECRET_ACCESS_KEY: 'not-the-secret' }));
    try {
      const user = await signUpUser(wrongKey);
      const refusedBefore = s3.refused;
      const res = await upload(wrongKey, user.token);
      expectError({ status: res.status, json: res.json }, 502, 'avatar_store_unavailable');
      expect(s3.refused).toBeGreaterThan(refusedBefore);
      expect((await call(wrongKey, 'GET', '/api/whoAmI', { token: user.token })).json.avatarUrl).toBeNull();
    } finally {
      await wrongKey.close();
    }
  });

  it('a store that does not answer gives 502 avatar_store_unavailable, never a 500', async () => {
    const down = await createTestContext(s3Env(s3, { AVATAR_S3_ENDPOINT: 'http://127.0.0.1:9', AVATAR_S3_TIMEOUT_MS: '500' }));
    try {
      const user = await signUpUser(down);
      const res = await upload(down, user.token);
      expectError({ status: res.status, json: res.json }, 502, 'avatar_store_unavailable');
      expect((await down.app.request('/api/avatars/00000000-0000-4000-8000-000000000000-0123456789abcdef.webp')).status).toBe(502);
    } finally {
      await down.close();
    }
  });

  it('a bucket without its endpoint or keys stops the app at start with the variables named', () => {
    expect(() => readServerEnv({ NODE_ENV: 'test', AVATAR_S3_BUCKET: 'tablee-photos' })).toThrow(/AVATAR_S3_ENDPOINT.*AVATAR_S3_ACCESS_KEY_ID.*AVATAR_S3_SECRET_ACCESS_KEY/);
  });
});
