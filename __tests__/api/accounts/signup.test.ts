/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { ZAuthSession } from '@/contracts/account-contract';
import { sessions, userSettings, users } from '@/server/db/schema';
import { createTestContext, call, type TestContext } from '../support/test-app';
import { extractToken, latestMailTo, mailsTo } from '../support/mailbox';
import { expectError, logIn, PASSWORD, RELAXED_RATE_LIMIT, signUpUser, uniqueEmail, verifyFromMailbox } from './account-fixtures';
import { itRace } from '../support/concurrency';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
});
afterAll(async () => {
  await ctx?.close();
});

const signUp = (body: unknown) => call(ctx, 'POST', '/api/auth/signup', { body });
const storedUser = (email: string) =>
  ctx.deps.db.select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);

describe('POST /api/auth/signup', () => {
  it('creates an unverified account and answers 202 with no body and no session', async () => {
    const email = uniqueEmail('awa');
    const res = await signUp({ email, password: PASSWORD, firstName: 'Awa', lastName: 'Koné' });
    expect(res.status).toBe(202);
    expect(res.text).toBe('');
    const [row] = await storedUser(email);
    expect(row.emailVerifiedAt).toBeNull();
    const [{ count }] = await ctx.deps.db.select({ count: sql<number>`count(*)::int` }).from(sessions).where(eq(sessions.userId, row.id));
    expect(count).toBe(0);
  });

  it('does not tell whether an address has an account: a new and a taken address get the same status and body', async () => {
    const taken = await signUpUser(ctx);
    const forTaken = await signUp({ email: taken.email.toUpperCase(), password: 'un-autre-secret-9' });
    const forNew = await signUp({ email: uniqueEmail('new'), password: 'un-autre-secret-9' });
    expect(forTaken.status).toBe(forNew.status);
    expect(forTaken.text).toBe(forNew.text);
    expect([...forTaken.headers.keys()].sort()).toEqual([...forNew.headers.keys()].sort());
  });

  it('the owner of a taken address is e-mailed, in their language, a way to log in or reset the password; nothing else changes', async () => {
    const owner = await signUpUser(ctx, { language: 'en', firstName: 'Kofi' });
    await signUp({ email: owner.email, password: 'un-autre-secret-9', firstName: 'Intrus' });
    const mail = await latestMailTo(ctx.mailDir, owner.email);
    expect(mail.subject).toBe('You already have a Tablée account');
    expect(mail.text).toContain('Hello Kofi,');
    expect(mail.text).toContain(`${ctx.deps.env.APP_ORIGIN}/signin`);
    // The reset link works: the owner chooses a new password and logs in with it.
    const reset = await call(ctx, 'POST', '/api/auth/reset-password', { body: { token: extractToken(mail, 'token'), password: 'nouveau-secret-42' } });
    expect(reset.status).toBe(204);
    expect((await logIn(ctx, owner.email, 'nouveau-secret-42')).status).toBe(200);
    expectError(await logIn(ctx, owner.email, 'un-autre-secret-9'), 401, 'invalid_credentials');
  });

  it('the owner of a taken address hears in French by default', async () => {
    const owner = await signUpUser(ctx);
    await signUp({ email: owner.email, password: PASSWORD });
    expect((await latestMailTo(ctx.mailDir, owner.email)).subject).toBe('Vous avez déjà un compte Tablée');
  });

  it('signing up again with an address still waiting for its link sends a fresh link, never a second account', async () => {
    const email = uniqueEmail('again');
    await signUp({ email, password: PASSWORD });
    await signUp({ email, password: PASSWORD });
    const mails = await mailsTo(ctx.mailDir, email);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirmez votre adresse e-mail — Tablée', 'Confirmez votre adresse e-mail — Tablée']);
    expect(await storedUser(email)).toHaveLength(1);
    await verifyFromMailbox(ctx, email);
    expect((await logIn(ctx, email, PASSWORD)).status).toBe(200);
  });

  it('login waits for the verification link, and until then answers exactly as for a wrong password', async () => {
    const email = uniqueEmail('pending');
    await signUp({ email, password: PASSWORD });
    const pending = await logIn(ctx, email, PASSWORD);
    const wrong = await logIn(ctx, email, 'pas-le-bon-secret');
    expectError(pending, 401, 'invalid_credentials');
    expect(pending.json).toEqual(wrong.json);
    await verifyFromMailbox(ctx, email);
    const session = await logIn(ctx, email, PASSWORD);
    expect(session.status).toBe(200);
    expect(ZAuthSession.safeParse(session.json).success).toBe(true);
    expect(session.json.user).toMatchObject({ email, emailVerified: true });
  });

  it('keeps the names given at sign-up', async () => {
    const { session } = await signUpUser(ctx, { firstName: 'Awa', lastName: 'Koné' });
    expect(session.user).toMatchObject({ firstName: 'Awa', lastName: 'Koné', phone: null, emailVerified: true });
  });

  it('§3 user settings: a new account speaks French, pays in XOF and gets every notification', async () => {
    const { session } = await signUpUser(ctx);
    expect(session.user.settings).toEqual({ language: 'fr', moneyId: 'XOF', notifications: { application: true, newsletter: true, specialOffers: true } });
    const [row] = await ctx.deps.db.select({ language: userSettings.language, moneyId: userSettings.moneyId }).from(userSettings).where(eq(userSettings.userId, session.user.id));
    expect(row).toEqual({ language: 'fr', moneyId: 'XOF' });
  });

  it('keeps the language chosen at sign-up', async () => {
    const { session } = await signUpUser(ctx, { language: 'en' });
    expect(session.user.settings.language).toBe('en');
  });

  it('trims and lower-cases the e-mail address', async () => {
    const local = uniqueEmail('Mixed');
    const res = await call(ctx, 'POST', '/api/auth/signup', { body: { email: `  ${local.toUpperCase()}  `, password: PASSWORD } });
    expect(res.status).toBe(202);
    expect(await storedUser(local)).toHaveLength(1);
    const [row] = await ctx.deps.db.select({ email: users.email }).from(users).where(sql`lower(${users.email}) = ${local.toLowerCase()}`);
    expect(row.email).toBe(local.toLowerCase());
  });

  it('stores the password only as a salted scrypt hash', async () => {
    const { session } = await signUpUser(ctx);
    const other = await signUpUser(ctx);
    const rows = await ctx.deps.db.select({ id: users.id, hash: users.passwordHash }).from(users).where(sql`${users.id} in (${session.user.id}, ${other.session.user.id})`);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.hash).not.toContain(PASSWORD);
      expect(row.hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    }
    expect(rows[0].hash).not.toBe(rows[1].hash);
  });

  it('stores the session token only as its SHA-256 digest', async () => {
    const { token, session } = await signUpUser(ctx);
    const rows = await ctx.deps.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, session.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].tokenHash).not.toContain(token);
  });

  it('e-mails a verification link, in French by default and in English when asked', async () => {
    const fr = await signUpUser(ctx);
    const frMail = await latestMailTo(ctx.mailDir, fr.email);
    expect(frMail.subject).toMatch(/Confirmez votre adresse e-mail/);
    expect(frMail.text).toContain(`${ctx.deps.env.APP_ORIGIN}/?verifyEmailToken=`);
    const en = await signUpUser(ctx, { language: 'en', firstName: 'Kofi' });
    const enMail = await latestMailTo(ctx.mailDir, en.email);
    expect(enMail.subject).toMatch(/Confirm your e-mail address/);
    expect(enMail.text).toContain('Hello Kofi,');
  });

  it('escapes the name in the HTML of the e-mail', async () => {
    const user = await signUpUser(ctx, { firstName: '<b>Awa</b>' });
    const mail = await latestMailTo(ctx.mailDir, user.email);
    expect(mail.html).toContain('&lt;b&gt;Awa&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Awa</b>');
  });

  itRace('under a concurrent double submit creates exactly one account and answers both alike', async () => {
    const email = uniqueEmail('double');
    const [a, b] = await Promise.all([signUp({ email, password: PASSWORD }), signUp({ email, password: PASSWORD })]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(await storedUser(email)).toHaveLength(1);
  });

  it.each([
    ['no body at all', undefined],
    ['a missing e-mail', { password: PASSWORD }],
    ['a malformed e-mail', { email: 'not-an-email', password: PASSWORD }],
    ['a missing password', { email: 'a@example.ci' }],
    ['a password under 8 characters', { email: 'a@example.ci', password: 'short7!' }],
    ['a password over 128 characters', { email: 'a@example.ci', password: 'x'.repeat(129) }],
    ['an empty first name', { email: 'a@example.ci', password: PASSWORD, firstName: '   ' }],
    ['a last name over 80 characters', { email: 'a@example.ci', password: PASSWORD, lastName: 'K'.repeat(81) }],
    ['an unsupported language', { email: 'a@example.ci', password: PASSWORD, language: 'de' }],
    ['a number as e-mail', { email: 42, password: PASSWORD }],
  ])('answers 400 validation_failed for %s', async (_label, body) => {
    const res = await call(ctx, 'POST', '/api/auth/signup', { body });
    expectError(res, 400, 'validation_failed');
  });

  it('answers 400 invalid_json for a malformed JSON body', async () => {
    const res = await call(ctx, 'POST', '/api/auth/signup', { rawBody: '{"email":', headers: { 'content-type': 'application/json' } });
    expectError(res, 400, 'invalid_json');
  });

  it('documents the account endpoints in the OpenAPI document', async () => {
    const res = await call(ctx, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    for (const path of ['/api/auth/signup', '/api/auth/login', '/api/whoAmI', '/api/users/my-users', '/api/reservations/checkUserInfo']) {
      expect(Object.keys(res.json.paths)).toContain(path);
    }
  });
});
