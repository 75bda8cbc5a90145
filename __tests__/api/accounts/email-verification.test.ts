/** @jest-environment node */
import { createTestContext, call, type TestContext } from '../support/test-app';
import { extractToken, latestMailTo, mailsTo } from '../support/mailbox';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { expectError, logIn, PASSWORD, RELAXED_RATE_LIMIT, signUpLegacyUnverifiedUser, signUpUser, uniqueEmail, withClockShift } from './account-fixtures';
import { itRace } from '../support/concurrency';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
});
afterAll(async () => {
  await ctx?.close();
});

const verify = (token: unknown, context = ctx) => call(context, 'POST', '/api/auth/verify-email', { body: { token } });
const resend = (token?: string) => call(ctx, 'POST', '/api/auth/verify-email/resend', { token });
const isVerified = async (email: string) => {
  const [row] = await ctx.deps.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.email, email));
  return row.at !== null;
};
const verificationToken = async (email: string) => extractToken(await latestMailTo(ctx.mailDir, email), 'verifyEmailToken');
/** Signed up, link not opened yet. */
const pendingSignUp = async () => {
  const email = uniqueEmail('pending');
  expect((await call(ctx, 'POST', '/api/auth/signup', { body: { email, password: PASSWORD } })).status).toBe(202);
  return { email };
};

describe('POST /api/auth/verify-email', () => {
  it('answers 200 verified and marks the address verified, from the link sent at sign-up; the diner can then log in', async () => {
    const user = await pendingSignUp();
    const mail = await latestMailTo(ctx.mailDir, user.email);
    const token = extractToken(mail, 'verifyEmailToken');
    expect(mail.text).toContain(`${ctx.deps.env.APP_ORIGIN}/?verifyEmailToken=${token}`);
    expect(await isVerified(user.email)).toBe(false);
    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'verified' });
    expect(await isVerified(user.email)).toBe(true);
    expect((await logIn(ctx, user.email, PASSWORD)).status).toBe(200);
  });

  it('signs nobody in: whoever opens the link still logs in with the password', async () => {
    const user = await pendingSignUp();
    const res = await verify(await verificationToken(user.email));
    expect(res.json).toEqual({ status: 'verified' });
    expect(res.json).not.toHaveProperty('token');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('opening the link again after verifying says the address is already confirmed, not an error', async () => {
    const user = await pendingSignUp();
    const token = await verificationToken(user.email);
    await verify(token);
    const again = await verify(token);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ status: 'already_verified' });
    expect(await isVerified(user.email)).toBe(true);
  });

  itRace('the same link opened twice at once verifies once and tells the other it is already confirmed', async () => {
    const user = await pendingSignUp();
    const token = await verificationToken(user.email);
    const answers = await Promise.all([verify(token), verify(token)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(answers.map((res) => (res.json as { status: string }).status).sort()).toEqual(['already_verified', 'verified']);
  });

  it('an older or expired link of an address verified since also says it is already confirmed', async () => {
    const user = await signUpLegacyUnverifiedUser(ctx);
    const first = await verificationToken(user.email);
    await resend(user.token);
    await verify(await verificationToken(user.email));
    expect((await verify(first)).json).toEqual({ status: 'already_verified' });
    expect((await verify(first, withClockShift(ctx, 25 * 3_600_000))).json).toEqual({ status: 'already_verified' });
  });

  it('a token expires after 24 hours', async () => {
    const user = await pendingSignUp();
    const token = await verificationToken(user.email);
    expectError(await verify(token, withClockShift(ctx, 25 * 3_600_000)), 400, 'invalid_token');
    expect(await isVerified(user.email)).toBe(false);
  });

  it("a user's token only ever verifies that user", async () => {
    const a = await pendingSignUp();
    const b = await pendingSignUp();
    await verify(await verificationToken(a.email));
    expect(await isVerified(a.email)).toBe(true);
    expect(await isVerified(b.email)).toBe(false);
  });

  it('answers 400 invalid_token for a made-up token', async () => {
    expectError(await verify('C'.repeat(43)), 400, 'invalid_token');
  });

  it.each([
    ['no body', undefined],
    ['an empty token', ''],
    ['a numeric token', 12345],
  ])('answers 400 validation_failed for %s', async (label, token) => {
    const res = label === 'no body' ? await call(ctx, 'POST', '/api/auth/verify-email') : await verify(token);
    expectError(res, 400, 'validation_failed');
  });
});

describe('POST /api/auth/verify-email/resend', () => {
  it('§8 email not verified: answers 202 and e-mails a new working link', async () => {
    const user = await signUpLegacyUnverifiedUser(ctx);
    const res = await resend(user.token);
    expect(res.status).toBe(202);
    const mails = await mailsTo(ctx.mailDir, user.email);
    expect(mails).toHaveLength(2);
    expect((await verify(extractToken(mails[1], 'verifyEmailToken'))).json).toEqual({ status: 'verified' });
  });

  it('answers 202 and sends nothing once the address is verified', async () => {
    const user = await signUpUser(ctx);
    expect((await resend(user.token)).status).toBe(202);
    expect(await mailsTo(ctx.mailDir, user.email)).toHaveLength(1);
  });

  it("sends only to the caller: a second user's resend does not mail the first", async () => {
    const a = await signUpLegacyUnverifiedUser(ctx);
    const b = await signUpLegacyUnverifiedUser(ctx);
    await resend(b.token);
    expect(await mailsTo(ctx.mailDir, a.email)).toHaveLength(1);
    expect(await mailsTo(ctx.mailDir, b.email)).toHaveLength(2);
  });

  it('answers 401 unauthenticated without a token', async () => {
    expectError(await resend(), 401, 'unauthenticated');
  });
});
