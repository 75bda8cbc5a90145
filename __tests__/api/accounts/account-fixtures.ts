import { createApp } from '@/server/app';
import { insertUser, markEmailVerified } from '@/server/accounts/account-repository';
import { hashPassword } from '@/server/accounts/password-hasher';
import type { TAuthSession } from '@/contracts/account-contract';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { call, type TestContext } from '../support/test-app';
import { extractToken, latestMailTo } from '../support/mailbox';
import { latestCodeTo } from '../support/sms-box';

export const PASSWORD = 'motdepasse-solide-1';

let counter = 0;
/** A unique address per call, so tests sharing one database never collide. */
export const uniqueEmail = (label = 'diner') => `${label}.${process.pid}.${Date.now().toString(36)}.${(counter += 1)}@example.ci`;

export interface SignedUpUser {
  email: string;
  password: string;
  token: string;
  session: TAuthSession;
}

/** A diner as the product makes one: sign-up, the e-mailed verification link, then a login. */
export async function signUpUser(ctx: TestContext, overrides: Record<string, unknown> = {}): Promise<SignedUpUser> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const password = (overrides.password as string | undefined) ?? PASSWORD;
  const res = await call(ctx, 'POST', '/api/auth/signup', { body: { email, password, ...overrides } });
  if (res.status !== 202) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  await verifyFromMailbox(ctx, email);
  const login = await logIn(ctx, email, password);
  if (login.status !== 200) throw new Error(`login after sign-up failed: ${login.status} ${login.text}`);
  const session = login.json as TAuthSession;
  return { email: session.user.email, password, token: session.token, session };
}

/** Opens the newest verification link sent to the address, as the diner would. */
export async function verifyFromMailbox(ctx: TestContext, email: string) {
  const token = extractToken(await latestMailTo(ctx.mailDir, email.trim().toLowerCase()), 'verifyEmailToken');
  const res = await call(ctx, 'POST', '/api/auth/verify-email', { body: { token } });
  if (res.status !== 200 || res.json?.status !== 'verified') throw new Error(`verification failed: ${res.status} ${res.text}`);
}

/** A signed-in account whose address is not verified: one made before sign-up required the link. */
export async function signUpLegacyUnverifiedUser(ctx: TestContext, overrides: Record<string, unknown> = {}): Promise<SignedUpUser> {
  const user = await signUpUser(ctx, overrides);
  await ctx.deps.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.session.user.id));
  return { ...user, session: { ...user.session, user: { ...user.session.user, emailVerified: false } } };
}

export async function logIn(ctx: TestContext, email: string, password: string) {
  return call(ctx, 'POST', '/api/auth/login', { body: { email, password } });
}

/** The same database and mailbox behind an app whose clock runs `offsetMs` ahead (expiry tests). */
export function withClockShift(ctx: TestContext, offsetMs: number): TestContext {
  return { ...ctx, app: createApp({ ...ctx.deps, now: () => new Date(Date.now() + offsetMs) }) };
}

/** The standard error body (DESIGN rule 5) with the given status and code. */
export function expectError(res: { status: number; json: unknown }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.json).toEqual({
    error: expect.objectContaining({ statusCode: status, code, name: expect.any(String), message: expect.any(String) }),
  });
}

/** Contexts for topics other than rate limiting: a high limit so many sign-ups from 'local' are fine. */
export const RELAXED_RATE_LIMIT = { AUTH_RATE_LIMIT_MAX: '1000' };

/** A verified password account written straight to the database: no request, so no rate-limit hit. */
export async function insertVerifiedUser(ctx: TestContext, label = 'stored'): Promise<{ id: string; email: string; password: string }> {
  const email = uniqueEmail(label);
  const now = new Date();
  const user = await insertUser(ctx.deps.db, { email, passwordHash: await hashPassword(PASSWORD, ctx.deps.env.PASSWORD_HASH_COST), firstName: null, lastName: null, createdAt: now });
  if (!user) throw new Error(`could not insert ${email}`);
  await markEmailVerified(ctx.deps.db, user.id, now);
  return { id: user.id, email, password: PASSWORD };
}

/** SPEC §8 link phone number: the code texted to the number, then confirmed, as the diner does it. */
export async function verifyPhone(ctx: TestContext, user: Pick<SignedUpUser, 'token'>, phone: string, purpose = 'link_phone'): Promise<void> {
  const sent = await call(ctx, 'POST', '/api/users/my-users/phone-verification', { token: user.token, body: { phone, purpose } });
  if (sent.status !== 202) throw new Error(`sending the code failed: ${sent.status} ${sent.text}`);
  const code = await latestCodeTo(ctx, (sent.json as { phone: string }).phone);
  const confirmed = await call(ctx, 'POST', '/api/users/my-users/phone-verification/confirm', { token: user.token, body: { code, purpose } });
  if (confirmed.status !== 200) throw new Error(`confirming the code failed: ${confirmed.status} ${confirmed.text}`);
}

let phoneCounter = 0;
/** A valid Ivorian number (E.164) no other test of the run uses: a verified number belongs to one account. */
export const uniquePhone = () => `+22507${String((process.pid % 1000) * 100_000 + ((Date.now() + (phoneCounter += 1)) % 100_000)).padStart(8, '0')}`;
