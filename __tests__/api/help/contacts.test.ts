/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { contacts } from '@/server/db/schema';
import { CONTACT_LIMIT_PER_ADDRESS, CONTACT_LIMIT_PER_EMAIL } from '@/server/help/help-rate-limit';
import { createTestContext, call, resetRateLimits, type TestContext } from '../support/test-app';
import { mailsTo, readMailbox } from '../support/mailbox';
import { expectError, uniqueEmail } from '../accounts/account-fixtures';

const SITE = 'bonjour@tablee.test';
let ctx: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ CONTACT_EMAIL: SITE, APP_ORIGIN: 'https://tablee.example' });
  proxied = await createTestContext({ CONTACT_EMAIL: SITE, TRUST_PROXY: 'true' });
});
beforeEach(async () => {
  await resetRateLimits(ctx);
  await resetRateLimits(proxied);
});
afterAll(async () => {
  await ctx?.close();
  await proxied?.close();
});

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Awa Koné',
  email: uniqueEmail('contact'),
  phone: '+225 07 12 34 56 78',
  subject: 'Partenariat pour mon restaurant',
  message: 'Bonjour, je tiens un maquis à Cocody et je voudrais proposer mes tables sur Tablée.',
  ...overrides,
});
const send = (body: unknown, headers: Record<string, string> = {}, on: TestContext = ctx) => call(on, 'POST', '/api/contacts', { body, headers });
const storedFrom = (email: string, on: TestContext = ctx) => on.deps.db.select().from(contacts).where(eq(contacts.email, email));

describe('POST /api/contacts', () => {
  it('keeps the message and answers 202 received', async () => {
    const body = message();
    const res = await send(body);
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ status: 'received' });
    expect(await storedFrom(body.email)).toEqual([
      { id: expect.any(String), name: 'Awa Koné', email: body.email, phone: '+2250712345678', subject: body.subject, message: body.message, createdAt: expect.any(Date) },
    ]);
  });

  it('e-mails a copy to the site’s address (CONTACT_EMAIL), Reply going to the sender', async () => {
    const body = message();
    await send(body);
    const copy = (await mailsTo(ctx.mailDir, SITE)).find((mail) => mail.text.includes(body.email));
    expect(copy).toMatchObject({ replyTo: body.email, subject: `[Contact] ${body.subject}` });
    expect(copy?.text).toContain(body.message);
    expect(copy?.text).toContain('Awa Koné');
    expect(copy?.text).toContain('+2250712345678');
  });

  it('acknowledges to the sender in French by default, with a link to the FAQ', async () => {
    const body = message();
    await send(body);
    const [ack] = await mailsTo(ctx.mailDir, body.email);
    expect(ack.subject).toBe('Nous avons bien reçu votre message — Tablée');
    expect(ack.text).toContain('https://tablee.example/faq');
  });

  it('acknowledges in English when the sender writes in English (language field, or Accept-Language)', async () => {
    const byField = message({ language: 'en' });
    await send(byField);
    const byHeader = message();
    await send(byHeader, { 'accept-language': 'en-US,en;q=0.8' });
    for (const email of [byField.email, byHeader.email]) {
      const [ack] = await mailsTo(ctx.mailDir, email);
      expect(ack.subject).toBe('We have received your message — Tablée');
      expect(ack.text).toContain('https://tablee.example/en/faq');
    }
  });

  it('the acknowledgement repeats nothing the sender typed, so the form cannot carry text to a stranger’s inbox', async () => {
    const body = message({ name: 'Gagnez 1 000 000 F', subject: 'Cliquez sur spam.example', message: 'Rendez-vous sur http://spam.example pour réclamer votre prix.' });
    await send(body);
    const [ack] = await mailsTo(ctx.mailDir, body.email);
    for (const typed of ['Gagnez', 'spam.example', 'réclamer']) expect(`${ack.subject}\n${ack.text}`).not.toContain(typed);
  });

  it('a filled spam-trap field gets the same 202 answer, but nothing is stored and nothing is sent', async () => {
    const body = message({ website: 'https://cheap-pills.example' });
    const before = (await readMailbox(ctx.mailDir)).length;
    const res = await send(body);
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ status: 'received' });
    expect(await storedFrom(body.email)).toEqual([]);
    expect((await readMailbox(ctx.mailDir)).length).toBe(before);
  });

  it('an empty spam-trap field (what the form sends) is a normal message', async () => {
    const body = message({ website: '' });
    expect((await send(body)).status).toBe(202);
    expect(await storedFrom(body.email)).toHaveLength(1);
  });

  it('puts a subject written over several lines on one line (it becomes a mail header)', async () => {
    const body = message({ subject: 'Bonjour\r\nBcc: everyone@example.com' });
    await send(body);
    const [stored] = await storedFrom(body.email);
    expect(stored.subject).toBe('Bonjour Bcc: everyone@example.com');
  });

  it('accepts a message without a phone number', async () => {
    const body = message({ phone: '' });
    expect((await send(body)).status).toBe(202);
    expect((await storedFrom(body.email))[0].phone).toBeNull();
  });

  it.each([
    ['no name', { name: undefined }],
    ['a blank name', { name: '   ' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
    ['no e-mail', { email: undefined }],
    ['a malformed e-mail', { email: 'awa@' }],
    ['a phone without the country code', { phone: '07 12 34 56 78' }],
    ['no subject', { subject: undefined }],
    ['a subject over 150 characters', { subject: 'x'.repeat(151) }],
    ['no message', { message: undefined }],
    ['a message under 10 characters', { message: 'Bonjour' }],
    ['a message over 3000 characters', { message: 'x'.repeat(3001) }],
    ['a language the site is not in', { language: 'de' }],
    ['an unknown field', { userId: '00000000-0000-4000-8000-000000000000' }],
  ])('refuses %s with 400 validation_failed and keeps nothing', async (_name, patch) => {
    const body = Object.fromEntries(Object.entries(message(patch)).filter(([, value]) => value !== undefined));
    expectError(await send(body), 400, 'validation_failed');
    if (typeof body.email === 'string') expect(await storedFrom(body.email)).toEqual([]);
  });

  it('refuses a body that is not JSON with 400', async () => {
    expectError(await call(ctx, 'POST', '/api/contacts', { rawBody: 'name=Awa', headers: { 'content-type': 'application/json' } }), 400, 'invalid_json');
  });

  it(`takes ${CONTACT_LIMIT_PER_EMAIL.max} messages an hour from one e-mail address, then 429 with Retry-After, and keeps nothing more`, async () => {
    const email = uniqueEmail('insistent');
    for (let i = 0; i < CONTACT_LIMIT_PER_EMAIL.max; i += 1) expect((await send(message({ email }))).status).toBe(202);
    const refused = await send(message({ email }));
    expectError(refused, 429, 'rate_limited');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_LIMIT_PER_EMAIL.windowSeconds);
    expect(await storedFrom(email)).toHaveLength(CONTACT_LIMIT_PER_EMAIL.max);
    expect(await mailsTo(ctx.mailDir, email)).toHaveLength(CONTACT_LIMIT_PER_EMAIL.max);
  });

  it(`takes ${CONTACT_LIMIT_PER_ADDRESS.max} messages an hour from one client address, whatever the e-mail; other addresses still get through`, async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < CONTACT_LIMIT_PER_ADDRESS.max; i += 1) expect((await send(message(), from('203.0.113.7'), proxied)).status).toBe(202);
    const last = message();
    expectError(await send(last, from('203.0.113.7'), proxied), 429, 'rate_limited');
    expect(await storedFrom(last.email, proxied)).toEqual([]);
    expect((await send(message(), from('203.0.113.8'), proxied)).status).toBe(202);
  });

  it('a robot filling the spam trap is rate limited like anyone', async () => {
    const email = uniqueEmail('robot');
    for (let i = 0; i < CONTACT_LIMIT_PER_EMAIL.max; i += 1) expect((await send(message({ email, website: 'x' }))).status).toBe(202);
    expectError(await send(message({ email, website: 'x' })), 429, 'rate_limited');
  });

  it('is described in the OpenAPI document with the other help endpoints', async () => {
    const res = await call(ctx, 'GET', '/api/openapi.json');
    expect(res.json.paths['/api/contacts'].post.responses).toHaveProperty('202');
    expect(Object.keys(res.json.paths['/api/contacts'].post.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'subject', 'message', 'language', 'website']),
    );
    expect(res.json.paths['/api/help-questions']).toHaveProperty('get');
    expect(res.json.paths['/api/help-user']).toHaveProperty('get');
    expect(res.json.paths['/api/help-user']).toHaveProperty('post');
  });
});
