import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A message as the file mail adapter stored it. */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  sentAt: string;
  file: string;
}

/** Every message in the directory, oldest first (sentAt, then file time). A missing directory is an empty box. */
export async function readMailbox(mailDir: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = (await readdir(mailDir)).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const mails = await Promise.all(
    names.map(async (name) => {
      const file = path.join(mailDir, name);
      const [content, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
      return { mail: { ...(JSON.parse(content) as Omit<StoredMail, 'file'>), file }, mtime: info.mtimeMs };
    }),
  );
  mails.sort((a, b) => a.mail.sentAt.localeCompare(b.mail.sentAt) || a.mtime - b.mtime);
  return mails.map((entry) => entry.mail);
}

export async function mailsTo(mailDir: string, address: string): Promise<StoredMail[]> {
  const wanted = address.trim().toLowerCase();
  return (await readMailbox(mailDir)).filter((mail) => mail.to.toLowerCase() === wanted);
}

/** The newest message to the address; fails the test when there is none. */
export async function latestMailTo(mailDir: string, address: string): Promise<StoredMail> {
  const mails = await mailsTo(mailDir, address);
  const latest = mails[mails.length - 1];
  if (!latest) throw new Error(`No mail to ${address} in ${mailDir}`);
  return latest;
}

/** The links of a message's text body. */
export function extractLinks(mail: Pick<StoredMail, 'text'>): URL[] {
  return (mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => new URL(link));
}

/** The value of `param` in the first link that carries it (`token`, `verifyEmailToken`). */
export function extractToken(mail: Pick<StoredMail, 'text'>, param: string): string {
  for (const link of extractLinks(mail)) {
    const value = link.searchParams.get(param);
    if (value) return value;
  }
  throw new Error(`No link with ?${param}= in mail:\n${mail.text}`);
}
