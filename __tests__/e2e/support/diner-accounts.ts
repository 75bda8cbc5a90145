import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { e2eDataDir } from '../../../scripts/e2e-data-dir';

export const DINER_PASSWORD = 'Correct-horse-9-battery';

interface Mail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

const baseUrl = () => new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
const mailDir = () => path.join(e2eDataDir(baseUrl().port), 'mail');

async function mailsTo(email: string): Promise<Mail[]> {
  const names = await readdir(mailDir()).catch(() => [] as string[]);
  const mails = await Promise.all(names.filter((name) => name.endsWith('.json')).map(async (name) => JSON.parse(await readFile(path.join(mailDir(), name), 'utf8')) as Mail));
  return mails.filter((mail) => mail.to.toLowerCase() === email.toLowerCase()).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The newest e-mail the server wrote to this address (the file mail adapter), waiting a little for it. */
export async function latestMailTo(email: string): Promise<Mail> {
  let latest: Mail | undefined;
  await expect.poll(async () => (latest = (await mailsTo(email)).at(-1)), { timeout: 10_000 }).toBeTruthy();
  return latest!;
}

/** The link of the verification e-mail, as the diner would open it. */
export async function verificationLink(email: string): Promise<string> {
  const link = (await latestMailTo(email)).text.match(/https?:\/\/\S+verifyEmailToken=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

export const uniqueDinerEmail = (label: string) => `${label}-${test.info().project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Sign-up, then the e-mailed link: an account that can log in. */
export async function createVerifiedDiner(request: APIRequestContext, fields: { email?: string; firstName?: string; lastName?: string; label?: string } = {}) {
  const email = fields.email ?? uniqueDinerEmail(fields.label ?? 'diner');
  const created = await request.post('/api/auth/signup', { data: { email, password: DINER_PASSWORD, firstName: fields.firstName, lastName: fields.lastName } });
  expect(created.status()).toBe(202);
  const token = new URL(await verificationLink(email)).searchParams.get('verifyEmailToken');
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
  return { email, password: DINER_PASSWORD };
}

/** A verified diner logged in through the API, the session put in the browser's auth_token cookie. */
export async function signInNewDiner(request: APIRequestContext, context: BrowserContext, fields: { email?: string; firstName?: string; lastName?: string; label?: string } = {}) {
  const { email, password } = await createVerifiedDiner(request, fields);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await context.addCookies([{ name: 'auth_token', value: token, domain: baseUrl().hostname, path: '/' }]);
  return token;
}
