/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { ZAuthSession } from '@/contracts/account-contract';
import { sessions, users } from '@/server/db/schema';
import { createTestContext, call, type TestContext } from '../support/test-app';
import { expectError, logIn, PASSWORD, RELAXED_RATE_LIMIT, signUpUser, uniqueEmail, withClockShift } from './account-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /api/auth/login', () => {
  it('answers 200 with a new bearer session for the right password', async () => {
    const user = await signUpUser(ctx);
    const res = await logIn(ctx, user.email, user.password);
    expect(res.status).toBe(200);
    expect(ZAuthSession.safeParse(res.json).success).toBe(true);
    expect(res.json.token).not.toBe(user.token);
    expect(res.json.user.id).toBe(user.session.user.id);
    const me = await call(ctx, 'GET', '/api/whoAmI', { token: res.json.token });
    expect(me.json.id).toBe(user.session.user.id);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const user = await signUpUser(ctx);
    const res = await logIn(ctx, `  ${user.email.toUpperCase()} `, user.password);
    expect(res.status).toBe(200);
  });

  it('answers 401 invalid_credentials with the same message for a wrong password and an unknown e-mail', async () => {
    const user = await signUpUser(ctx);
    const wrongPassword = await logIn(ctx, user.email, 'not-the-password');
    const unknownEmail = await logIn(ctx, uniqueEmail('ghost'), user.password);
    expectError(wrongPassword, 401, 'invalid_credentials');
    expectError(unknownEmail, 401, 'invalid_credentials');
    expect(wrongPassword.json.error.message).toBe(unknownEmail.json.error.message);
  });

  it('refuses a short password as wrong, not as invalid input', async () => {
    const user = await signUpUser(ctx);
    expectError(await logIn(ctx, user.email, 'abc'), 401, 'invalid_credentials');
  });

  it('never lets an account without a password log in', async () => {
    const email = uniqueEmail('external');
    await ctx.deps.db.insert(users).values({ email, passwordHash: null, identityProvider: 'firebase', externalId: email });
    expectError(await logIn(ctx, email, PASSWORD), 401, 'invalid_credentials');
    expectError(await logIn(ctx, email, ''), 400, 'validation_failed');
  });

  it.each([
    ['no body', undefined],
    ['a missing password', { email: 'a@example.ci' }],
    ['a malformed e-mail', { email: 'a@', password: PASSWORD }],
    ['an empty password', { email: 'a@example.ci', password: '' }],
    ['a password over 128 characters', { email: 'a@example.ci', password: 'p'.repeat(129) }],
  ])('answers 400 validation_failed for %s', async (_label, body) => {
    expectError(await call(ctx, 'POST', '/api/auth/login', { body }), 400, 'validation_failed');
  });

  it("one user's password never opens another user's account", async () => {
    const a = await signUpUser(ctx, { password: 'password-de-awa' });
    const b = await signUpUser(ctx, { password: 'password-de-kofi' });
    expectError(await logIn(ctx, a.email, b.password), 401, 'invalid_credentials');
    const res = await logIn(ctx, b.email, b.password);
    expect(res.json.user.id).toBe(b.session.user.id);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 and the token no longer works', async () => {
    const user = await signUpUser(ctx);
    const res = await call(ctx, 'POST', '/api/auth/logout', { token: user.token });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expectError(await call(ctx, 'GET', '/api/whoAmI', { token: user.token }), 401, 'unauthenticated');
    const [row] = await ctx.deps.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.userId, user.session.user.id));
    expect(row.revokedAt).toBeInstanceOf(Date);
  });

  it('revokes only the current session: the same user on another device stays signed in', async () => {
    const user = await signUpUser(ctx);
    const other = await logIn(ctx, user.email, user.password);
    await call(ctx, 'POST', '/api/auth/logout', { token: user.token });
    const me = await call(ctx, 'GET', '/api/whoAmI', { token: other.json.token });
    expect(me.status).toBe(200);
  });

  it("a second user's logout leaves the first user signed in", async () => {
    const a = await signUpUser(ctx);
    const b = await signUpUser(ctx);
    expect((await call(ctx, 'POST', '/api/auth/logout', { token: b.token })).status).toBe(204);
    expect((await call(ctx, 'GET', '/api/whoAmI', { token: a.token })).json.id).toBe(a.session.user.id);
  });

  it('answers 401 unauthenticated without a token, and for a token already logged out', async () => {
    expectError(await call(ctx, 'POST', '/api/auth/logout'), 401, 'unauthenticated');
    const user = await signUpUser(ctx);
    await call(ctx, 'POST', '/api/auth/logout', { token: user.token });
    expectError(await call(ctx, 'POST', '/api/auth/logout', { token: user.token }), 401, 'unauthenticated');
  });
});

describe('session expiry', () => {
  it('a session stops working after SESSION_TTL_DAYS', async () => {
    const user = await signUpUser(ctx);
    const ttlMs = ctx.deps.env.SESSION_TTL_DAYS * 86_400_000;
    expect((await call(withClockShift(ctx, ttlMs - 60_000), 'GET', '/api/whoAmI', { token: user.token })).status).toBe(200);
    expectError(await call(withClockShift(ctx, ttlMs + 1000), 'GET', '/api/whoAmI', { token: user.token }), 401, 'unauthenticated');
  });
});
