/** @jest-environment node */
import { call, type TestContext, createTestContext } from '../support/test-app';
import { extractToken, latestMailTo, mailsTo } from '../support/mailbox';
import { expectError, logIn, PASSWORD, RELAXED_RATE_LIMIT, signUpUser, uniqueEmail, withClockShift } from './account-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
});
afterAll(async () => {
  await ctx?.close();
});

const changeEmail = (token: string | undefined, body: unknown, context = ctx) => call(context, 'POST', '/api/users/my-users/email', { token, body });
const openLink = async (address: string, context = ctx) =>
  call(context, 'POST', '/api/auth/verify-email', { body: { token: extractToken(await latestMailTo(ctx.mailDir, address), 'verifyEmailToken') } });

describe('POST /api/users/my-users/email', () => {
  it('keeps the current address, shows the new one as pending and mails it a link', async () => {
    const user = await signUpUser(ctx);
    const next = uniqueEmail('nouvelle');
    const res = await changeEmail(user.token, { email: `  ${next.toUpperCase()} ` });
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ email: user.email, pendingEmail: next, emailVerified: true });
    expect((await call(ctx, 'GET', '/api/whoAmI', { token: user.token })).json.pendingEmail).toBe(next);
    expect((await latestMailTo(ctx.mailDir, next)).subject).toContain('nouvelle adresse');
    expect((await logIn(ctx, user.email, PASSWORD)).status).toBe(200);
  });

  it('switches the account to the new address once its link is opened; the old one no longer signs in', async () => {
    const user = await signUpUser(ctx);
    const next = uniqueEmail('confirmee');
    await changeEmail(user.token, { email: next });
    const opened = await openLink(next);
    expect(opened.json).toEqual({ status: 'verified' });
    const me = (await call(ctx, 'GET', '/api/whoAmI', { token: user.token })).json;
    expect(me).toMatchObject({ email: next, pendingEmail: null, emailVerified: true });
    expect((await logIn(ctx, next, PASSWORD)).status).toBe(200);
    expectError(await logIn(ctx, user.email, PASSWORD), 401, 'invalid_credentials');
  });

  it('a newer request replaces the older one: the first link stops working', async () => {
    const user = await signUpUser(ctx);
    const first = uniqueEmail('premiere');
    const second = uniqueEmail('seconde');
    await changeEmail(user.token, { email: first });
    await changeEmail(user.token, { email: second });
    expectError(await openLink(first), 400, 'invalid_token');
    expect((await openLink(second)).json.status).toBe('verified');
  });

  it('an expired link changes nothing and the address is no longer pending', async () => {
    const user = await signUpUser(ctx);
    const next = uniqueEmail('expiree');
    await changeEmail(user.token, { email: next });
    const later = withClockShift(ctx, 25 * 60 * 60 * 1000);
    expectError(await openLink(next, later), 400, 'invalid_token');
    expect((await call(later, 'GET', '/api/whoAmI', { token: user.token })).json).toMatchObject({ email: user.email, pendingEmail: null });
  });

  it('answers 409 email_taken for the address of another account, at request and when the link is opened', async () => {
    const user = await signUpUser(ctx);
    const other = await signUpUser(ctx);
    expectError(await changeEmail(user.token, { email: other.email }), 409, 'email_taken');
    const next = uniqueEmail('disputee');
    await changeEmail(user.token, { email: next });
    const changeToken = extractToken(await latestMailTo(ctx.mailDir, next), 'verifyEmailToken');
    // Someone else signs up with that address before the diner opens the link.
    await signUpUser(ctx, { email: next });
    expectError(await call(ctx, 'POST', '/api/auth/verify-email', { body: { token: changeToken } }), 409, 'email_taken');
    expect((await call(ctx, 'GET', '/api/whoAmI', { token: user.token })).json.email).toBe(user.email);
  });

  it('answers 400 email_unchanged for the current address', async () => {
    const user = await signUpUser(ctx);
    expectError(await changeEmail(user.token, { email: user.email.toUpperCase() }), 400, 'email_unchanged');
    expect(await mailsTo(ctx.mailDir, user.email)).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expectError(await changeEmail(undefined, { email: uniqueEmail() }), 401, 'unauthenticated');
  });

  it.each([
    ['no e-mail', {}],
    ['a malformed e-mail', { email: 'pas-une-adresse' }],
    ['an unknown key', { email: uniqueEmail(), userId: '00000000-0000-4000-8000-000000000000' }],
  ])('answers 400 validation_failed for %s', async (_label, body) => {
    const user = await signUpUser(ctx);
    expectError(await changeEmail(user.token, body), 400, 'validation_failed');
  });

  it("one diner's request never changes another diner's address", async () => {
    const user = await signUpUser(ctx);
    const other = await signUpUser(ctx);
    const next = uniqueEmail('isolee');
    await changeEmail(user.token, { email: next });
    await openLink(next);
    expect((await call(ctx, 'GET', '/api/whoAmI', { token: other.token })).json).toMatchObject({ email: other.email, pendingEmail: null });
  });
});
