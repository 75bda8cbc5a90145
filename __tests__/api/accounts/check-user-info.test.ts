/** @jest-environment node */
import { addresses, cities } from '@/server/db/schema';
import { createTestContext, call, type TestContext } from '../support/test-app';
import { extractToken, latestMailTo } from '../support/mailbox';
import { expectError, RELAXED_RATE_LIMIT, signUpLegacyUnverifiedUser, signUpUser, uniquePhone, verifyPhone, type SignedUpUser } from './account-fixtures';

let ctx: TestContext;
let cityId: number;
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  [{ id: cityId }] = await ctx.deps.db.select({ id: cities.id }).from(cities).limit(1);
});
afterAll(async () => {
  await ctx?.close();
});

const check = (token?: string) => call(ctx, 'GET', '/api/reservations/checkUserInfo', { token });
/** Signed in but not verified: only accounts older than the verified sign-up are. */
const unverifiedUser = (overrides: Record<string, unknown> = {}) => signUpLegacyUnverifiedUser(ctx, overrides);
const verifyEmail = async (user: SignedUpUser) => {
  expect((await call(ctx, 'POST', '/api/auth/verify-email/resend', { token: user.token })).status).toBe(202);
  const token = extractToken(await latestMailTo(ctx.mailDir, user.email), 'verifyEmailToken');
  expect((await call(ctx, 'POST', '/api/auth/verify-email', { body: { token } })).json).toEqual({ status: 'verified' });
};
const addPhone = (user: SignedUpUser) => verifyPhone(ctx, user, uniquePhone());
const addAddress = (user: SignedUpUser) => ctx.deps.db.insert(addresses).values({ userId: user.session.user.id, label: 'Maison', line1: 'Rue des Jardins', cityId });

describe('GET /api/reservations/checkUserInfo', () => {
  it('§6 post-login check: a new diner (verified by the sign-up link) lists missing-phone-number, then missing-user-info', async () => {
    const user = await signUpUser(ctx);
    const res = await check(user.token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ errors: ['missing-phone-number', 'missing-user-info'] });
  });

  it('§6 post-login check: an unverified account lists verify-email, missing-phone-number, missing-user-info in that order', async () => {
    const user = await unverifiedUser();
    expect((await check(user.token)).json).toEqual({ errors: ['verify-email', 'missing-phone-number', 'missing-user-info'] });
  });

  it('answers an empty list once the e-mail is verified, a phone given, the name complete and an address saved', async () => {
    const user = await unverifiedUser({ firstName: 'Awa', lastName: 'Koné' });
    await verifyEmail(user);
    await addPhone(user);
    await addAddress(user);
    expect((await check(user.token)).json).toEqual({ errors: [] });
  });

  it('§8 email not verified: verify-email goes away once the address is verified', async () => {
    const user = await unverifiedUser();
    await verifyEmail(user);
    expect((await check(user.token)).json.errors).toEqual(['missing-phone-number', 'missing-user-info']);
  });

  it('§8 missing phone number: goes away once the number is verified with the texted code', async () => {
    const user = await unverifiedUser();
    await addPhone(user);
    expect((await check(user.token)).json.errors).toEqual(['verify-email', 'missing-user-info']);
  });

  it('§8 missing phone number: a number saved without its code stays missing', async () => {
    const user = await signUpUser(ctx, { firstName: 'Awa', lastName: 'Koné' });
    await addAddress(user);
    await call(ctx, 'PATCH', '/api/users/my-users', { token: user.token, body: { phone: '+225 07 12 34 56 78' } });
    expect((await check(user.token)).json.errors).toEqual(['missing-phone-number']);
    await call(ctx, 'POST', '/api/users/my-users/phone-verification', { token: user.token, body: { phone: uniquePhone(), purpose: 'link_phone' } });
    expect((await check(user.token)).json.errors).toEqual(['missing-phone-number']);
  });

  it('§8 missing user info: stays while the last name or the address is missing', async () => {
    const user = await signUpUser(ctx, { firstName: 'Awa' });
    await addPhone(user);
    await addAddress(user);
    expect((await check(user.token)).json.errors).toEqual(['missing-user-info']);
    await call(ctx, 'PATCH', '/api/users/my-users', { token: user.token, body: { lastName: 'Koné' } });
    expect((await check(user.token)).json.errors).toEqual([]);

    const noAddress = await signUpUser(ctx, { firstName: 'Kofi', lastName: 'Mensah' });
    await addPhone(noAddress);
    expect((await check(noAddress.token)).json.errors).toEqual(['missing-user-info']);
  });

  it("answers for the caller only: a complete second user does not complete the first, nor the reverse", async () => {
    const a = await unverifiedUser();
    const b = await unverifiedUser({ firstName: 'Kofi', lastName: 'Mensah' });
    await verifyEmail(b);
    await addPhone(b);
    await addAddress(b);
    expect((await check(b.token)).json.errors).toEqual([]);
    expect((await check(a.token)).json.errors).toEqual(['verify-email', 'missing-phone-number', 'missing-user-info']);
  });

  it('answers 401 unauthenticated without a token', async () => {
    expectError(await check(), 401, 'unauthenticated');
  });
});
