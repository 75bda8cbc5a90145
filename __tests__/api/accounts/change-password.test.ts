/** @jest-environment node */
import { ZAuthSession } from '@/contracts/account-contract';
import { createTestContext, call, type TestContext } from '../support/test-app';
import { expectError, logIn, RELAXED_RATE_LIMIT, signUpUser } from './account-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
});
afterAll(async () => {
  await ctx?.close();
});

const NEW_PASSWORD = 'un-nouveau-secret-42';
const changePassword = (token: string | undefined, body: unknown) => call(ctx, 'POST', '/api/auth/change-password', { token, body });

describe('POST /api/auth/change-password', () => {
  it('answers 200 with a fresh session; the new password logs in and the old one does not', async () => {
    const user = await signUpUser(ctx);
    const res = await changePassword(user.token, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(ZAuthSession.safeParse(res.json).success).toBe(true);
    expect(res.json.token).not.toBe(user.token);
    expect(res.json.user.id).toBe(user.session.user.id);
    expect((await call(ctx, 'GET', '/api/whoAmI', { token: res.json.token })).status).toBe(200);
    expect((await logIn(ctx, user.email, NEW_PASSWORD)).status).toBe(200);
    expectError(await logIn(ctx, user.email, user.password), 401, 'invalid_credentials');
  });

  it('revokes every older session, including the one that asked', async () => {
    const user = await signUpUser(ctx);
    const otherDevice = await logIn(ctx, user.email, user.password);
    await changePassword(user.token, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    for (const token of [user.token, otherDevice.json.token as string]) {
      expectError(await call(ctx, 'GET', '/api/whoAmI', { token }), 401, 'unauthenticated');
    }
  });

  it('answers 403 invalid_credentials for a wrong current password and changes nothing', async () => {
    const user = await signUpUser(ctx);
    expectError(await changePassword(user.token, { currentPassword: 'pas-le-bon-1', newPassword: NEW_PASSWORD }), 403, 'invalid_credentials');
    expect((await call(ctx, 'GET', '/api/whoAmI', { token: user.token })).status).toBe(200);
    expect((await logIn(ctx, user.email, user.password)).status).toBe(200);
  });

  it('answers 400 same_password when the new password is the current one', async () => {
    const user = await signUpUser(ctx);
    expectError(await changePassword(user.token, { currentPassword: user.password, newPassword: user.password }), 400, 'same_password');
  });

  it('answers 401 unauthenticated without a valid token', async () => {
    const user = await signUpUser(ctx);
    expectError(await changePassword(undefined, { currentPassword: user.password, newPassword: NEW_PASSWORD }), 401, 'unauthenticated');
    expectError(await changePassword('B'.repeat(43), { currentPassword: user.password, newPassword: NEW_PASSWORD }), 401, 'unauthenticated');
  });

  it.each([
    ['no body', undefined],
    ['a missing current password', { newPassword: NEW_PASSWORD }],
    ['a new password under 8 characters', { currentPassword: 'whatever-1', newPassword: 'court' }],
    ['a new password over 128 characters', { currentPassword: 'whatever-1', newPassword: 'n'.repeat(129) }],
    ['a boolean password', { currentPassword: true, newPassword: NEW_PASSWORD }],
  ])('answers 400 validation_failed for %s', async (_label, body) => {
    const user = await signUpUser(ctx);
    expectError(await changePassword(user.token, body), 400, 'validation_failed');
  });

  it("changes only the caller's password: a second user's change leaves the first untouched", async () => {
    const a = await signUpUser(ctx);
    const b = await signUpUser(ctx);
    expect((await changePassword(b.token, { currentPassword: b.password, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/whoAmI', { token: a.token })).json.id).toBe(a.session.user.id);
    expect((await logIn(ctx, a.email, a.password)).status).toBe(200);
    expectError(await logIn(ctx, a.email, NEW_PASSWORD), 401, 'invalid_credentials');
  });

  it("a second user cannot change the first one's password with the first one's current password", async () => {
    const a = await signUpUser(ctx, { password: 'mot-de-passe-a-1' });
    const b = await signUpUser(ctx, { password: 'mot-de-passe-b-1' });
    expectError(await changePassword(b.token, { currentPassword: a.password, newPassword: NEW_PASSWORD }), 403, 'invalid_credentials');
    expect((await logIn(ctx, a.email, a.password)).status).toBe(200);
  });
});
