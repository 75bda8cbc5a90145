import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { e2eDataDir } from '../../../scripts/e2e-data-dir';

export const DINER_PASSWORD = 'Correct-horse-9-battery';

interface Mail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

const baseUrl = () => new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
const dataDir = (kind: 'mail' | 'sms') => path.join(e2eDataDir(baseUrl().port), kind);

/** The messages the server wrote to a recipient (the file mail and SMS adapters), oldest first. */
async function messagesTo<T extends { to: string; sentAt: string }>(kind: 'mail' | 'sms', recipient: string): Promise<T[]> {
  const dir = dataDir(kind);
  const names = await readdir(dir).catch(() => [] as string[]);
  const messages = await Promise.all(names.filter((name) => name.endsWith('.json')).map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as T));
  return messages.filter((message) => message.to.toLowerCase() === recipient.toLowerCase()).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

async function latestMessageTo<T extends { to: string; sentAt: string }>(kind: 'mail' | 'sms', recipient: string): Promise<T> {
  let latest: T | undefined;
  await expect.poll(async () => (latest = (await messagesTo<T>(kind, recipient)).at(-1)), { timeout: 10_000 }).toBeTruthy();
  return latest!;
}

/** The newest e-mail the server wrote to this address (the file mail adapter), waiting a little for it. */
export const latestMailTo = (email: string) => latestMessageTo<Mail>('mail', email);

/** The 6-digit code of the newest text message to the number (E.164), as the file SMS adapter wrote it. */
export async function latestSmsCode(phone: string): Promise<string> {
  const { text } = await latestMessageTo<{ to: string; text: string; sentAt: string }>('sms', phone);
  const code = /#(\d{6})\s*$/.exec(text)?.[1];
  expect(code).toBeTruthy();
  return code!;
}

/** An Ivorian mobile number no other run has verified: as typed locally, and as E.164. */
export function uniqueIvorianNumber() {
  const digits = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return { local: digits.replace(/(\d{2})(?=\d)/g, '$1 '), e164: `+225${digits}` };
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

/** Logs in with the form of the /signin page, as a diner would; the post-login check starts. */
export async function logInFromSignInPage(page: Page, email: string, password: string) {
  await page.goto('/signin');
  const main = page.getByRole('main');
  await main.getByLabel('Adresse e-mail').fill(email);
  await main.getByLabel('Mot de passe', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

/** GETs an API path as the diner signed in on the page (the token of its auth_token cookie). */
export async function getAsDiner(page: Page, apiPath: string) {
  return page.evaluate(async (url) => {
    const raw = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('auth_token='))?.split('=')[1] ?? '');
    const { token } = JSON.parse(raw) as { token: string };
    return (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json();
  }, apiPath);
}
