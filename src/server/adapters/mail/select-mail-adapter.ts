import path from 'node:path';
import type { ServerEnv } from '@/config/env.server';
import { createFileMailAdapter } from './file-mail-adapter';
import type { MailAdapter } from './mail-adapter';
import { createSmtpMailAdapter } from './smtp-mail-adapter';

/** DESIGN rule 8: chosen once from env; SMTP when SMTP_URL is set, else JSON files under `${DATA_DIR}/mail`. */
export function selectMailAdapter(env: Pick<ServerEnv, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): MailAdapter {
  if (env.SMTP_URL) return createSmtpMailAdapter(env.SMTP_URL, env.MAIL_FROM);
  return createFileMailAdapter(path.join(env.DATA_DIR, 'mail'));
}
