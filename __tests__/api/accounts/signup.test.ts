/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { ZAuthSession } from '@/contracts/account-contract';
import { sessions, userSettings, users } from '@/server/db/schema';
import { createTestContext, call, type TestContext } from '../support/test-app';
import { latestMailTo, mailsTo } from '../support/mailbox';
import { expectError, PASSWORD, RELAXED_RATE_LIMIT, signUpUser, uniqueEmail } from './account-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /api/auth/signup', () => {
  it('creates the account and answers 201 with a bearer session and the user', async () => {
    const email = uniqueEmail('awa');
    const res = await call(ctx, 'POST', '/api/auth/signup', { body: { email, password: PASSWORD, firstName: 'Awa', lastName: 'Koné' } });
    expect(res.status).toBe(201);
    expect(ZAuthSession.safeParse(res.json).success).toBe(true);
    expect(res.json.scheme).toBe('Bearer');
    expect(res.json.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.json.user).toMatchObject({ email, firstName: 'Awa', lastName: 'Koné', phone: null, emailVerified: false });
    const days = (Date.parse(res.json.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
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
    expect(res.status).toBe(201);
    expect(res.json.user.email).toBe(local.toLowerCase());
  });

  it('stores the password only as a salted scrypt hash', async () => {
    const { session } = await signUpUser(ctx);
    const other = await signUpUser(ctx);
    const rows = await ctx.deps.db.select({ id: users.id, hash: users.passwordHash }).from(users).where(sql`${users.id} in (${session.user.id}, ${other.session.user.id})`);
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

  it('refuses an e-mail already taken, whatever its case, with 409 email_taken', async () => {
    const { email } = await signUpUser(ctx);
    const res = await call(ctx, 'POST', '/api/auth/signup', { body: { email: email.toUpperCase(), password: PASSWORD } });
    expectError(res, 409, 'email_taken');
    expect(await mailsTo(ctx.mailDir, email)).toHaveLength(1);
  });

  it('under a concurrent double submit creates exactly one account (one 201, one 409)', async () => {
    const email = uniqueEmail('double');
    const [a, b] = await Promise.all([
      call(ctx, 'POST', '/api/auth/signup', { body: { email, password: PASSWORD } }),
      call(ctx, 'POST', '/api/auth/signup', { body: { email, password: PASSWORD } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const [{ count }] = await ctx.deps.db.select({ count: sql<number>`count(*)::int` }).from(users).where(sql`lower(${users.email}) = ${email}`);
    expect(count).toBe(1);
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
