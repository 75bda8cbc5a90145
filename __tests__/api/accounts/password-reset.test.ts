/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { emailTokens, users } from '@/server/db/schema';
import { createTestContext, call, type TestContext } from '../support/test-app';
import { extractToken, latestMailTo, mailsTo } from '../support/mailbox';
import { expectError, logIn, RELAXED_RATE_LIMIT, signUpUser, uniqueEmail, withClockShift } from './account-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
});
afterAll(async () => {
  await ctx?.close();
});

const NEW_PASSWORD = 'nouveau-mot-de-passe-9';

async function requestReset(email: string, context = ctx): Promise<string> {
  const before = (await mailsTo(context.mailDir, email)).length;
  const res = await call(context, 'POST', '/api/auth/forgot-password', { body: { email } });
  expect(res.status).toBe(202);
  const mails = await mailsTo(context.mailDir, email);
  expect(mails).toHaveLength(before + 1);
  return extractToken(mails[mails.length - 1], 'token');
}

const reset = (token: string, password = NEW_PASSWORD, context = ctx) => call(context, 'POST', '/api/auth/reset-password', { body: { token, password } });

describe('POST /api/auth/forgot-password', () => {
  it('answers 202 and e-mails a one-time link to /forget-password on the site', async () => {
    const user = await signUpUser(ctx);
    const token = await requestReset(user.email);
    const mail = await latestMailTo(ctx.mailDir, user.email);
    expect(mail.text).toContain(`${ctx.deps.env.APP_ORIGIN}/forget-password?token=${token}`);
    expect(mail.subject).toMatch(/Réinitialisez votre mot de passe/);
    const [row] = await ctx.deps.db.select({ tokenHash: emailTokens.tokenHash }).from(emailTokens).where(and(eq(emailTokens.userId, user.session.user.id), eq(emailTokens.purpose, 'reset_password')));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toBe(token);
  });

  it("writes in the user's language", async () => {
    const user = await signUpUser(ctx, { language: 'en' });
    await requestReset(user.email);
    expect((await latestMailTo(ctx.mailDir, user.email)).subject).toBe('Reset your password — Tablée');
  });

  it('answers 202 for an unknown address too, without sending anything (no account enumeration)', async () => {
    const email = uniqueEmail('nobody');
    const res = await call(ctx, 'POST', '/api/auth/forgot-password', { body: { email } });
    expect(res.status).toBe(202);
    expect(res.text).toBe('');
    expect(await mailsTo(ctx.mailDir, email)).toHaveLength(0);
  });

  it.each([
    ['no body', undefined],
    ['a malformed e-mail', { email: 'awa.example.ci' }],
    ['an e-mail that is not a string', { email: ['a@example.ci'] }],
  ])('answers 400 validation_failed for %s', async (_label, body) => {
    expectError(await call(ctx, 'POST', '/api/auth/forgot-password', { body }), 400, 'validation_failed');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('answers 204, the new password works and the old one no longer does', async () => {
    const user = await signUpUser(ctx);
    const res = await reset(await requestReset(user.email));
    expect(res.status).toBe(204);
    expect((await logIn(ctx, user.email, NEW_PASSWORD)).status).toBe(200);
    expectError(await logIn(ctx, user.email, user.password), 401, 'invalid_credentials');
  });

  it('signs out every session of the user', async () => {
    const user = await signUpUser(ctx);
    const second = await logIn(ctx, user.email, user.password);
    await reset(await requestReset(user.email));
    for (const token of [user.token, second.json.token as string]) {
      expectError(await call(ctx, 'GET', '/api/whoAmI', { token }), 401, 'unauthenticated');
    }
  });

  it('the e-mailed link also proves the address: it counts as verified', async () => {
    const user = await signUpUser(ctx);
    await reset(await requestReset(user.email));
    const login = await logIn(ctx, user.email, NEW_PASSWORD);
    expect(login.json.user.emailVerified).toBe(true);
  });

  it('a token works only once', async () => {
    const user = await signUpUser(ctx);
    const token = await requestReset(user.email);
    expect((await reset(token)).status).toBe(204);
    expectError(await reset(token, 'encore-un-autre-1'), 400, 'invalid_token');
    expect((await logIn(ctx, user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('a token expires after one hour', async () => {
    const user = await signUpUser(ctx);
    const token = await requestReset(user.email);
    expectError(await reset(token, NEW_PASSWORD, withClockShift(ctx, 61 * 60_000)), 400, 'invalid_token');
    expect((await reset(token, NEW_PASSWORD, withClockShift(ctx, 59 * 60_000))).status).toBe(204);
  });

  it('using the newest link retires the older ones', async () => {
    const user = await signUpUser(ctx);
    const older = await requestReset(user.email);
    const newer = await requestReset(user.email);
    expect((await reset(newer)).status).toBe(204);
    expectError(await reset(older, 'encore-un-autre-1'), 400, 'invalid_token');
  });

  it("a user's reset token only ever changes that user's password", async () => {
    const a = await signUpUser(ctx);
    const b = await signUpUser(ctx);
    await reset(await requestReset(a.email));
    expect((await logIn(ctx, b.email, b.password)).status).toBe(200);
    expectError(await logIn(ctx, b.email, NEW_PASSWORD), 401, 'invalid_credentials');
    expect((await call(ctx, 'GET', '/api/whoAmI', { token: b.token })).status).toBe(200);
  });

  it('a verification token is not a reset token', async () => {
    const user = await signUpUser(ctx);
    const verifyToken = extractToken(await latestMailTo(ctx.mailDir, user.email), 'verifyEmailToken');
    expectError(await reset(verifyToken), 400, 'invalid_token');
  });

  it('answers 400 invalid_token for a made-up token', async () => {
    expectError(await reset('A'.repeat(43)), 400, 'invalid_token');
    expectError(await reset('not-even-the-right-shape'), 400, 'invalid_token');
  });

  it.each([
    ['no body', undefined],
    ['a missing token', { password: NEW_PASSWORD }],
    ['an empty token', { token: '', password: NEW_PASSWORD }],
    ['a password under 8 characters', { token: 'A'.repeat(43), password: 'court' }],
    ['a password over 128 characters', { token: 'A'.repeat(43), password: 'p'.repeat(129) }],
  ])('answers 400 validation_failed for %s', async (_label, body) => {
    expectError(await call(ctx, 'POST', '/api/auth/reset-password', { body }), 400, 'validation_failed');
  });

  it('can give a password to an account that never had one (an invited, seeded user)', async () => {
    const email = uniqueEmail('invited');
    await ctx.deps.db.insert(users).values({ email, passwordHash: null });
    expect((await reset(await requestReset(email))).status).toBe(204);
    expect((await logIn(ctx, email, NEW_PASSWORD)).status).toBe(200);
  });
});
