import type { Logger } from '@/server/logging/logger';
import type { MailAdapter, MailMessage } from './mail-adapter';

/**
 * Sends without letting a mail outage undo what the request already did; the failure is logged
 * by purpose only (never the address or the text, which are personal data).
 */
export async function sendBestEffort(deps: { mail: MailAdapter; logger: Logger }, message: MailMessage, purpose: string): Promise<void> {
  try {
    await deps.mail.send(message);
  } catch (error) {
    deps.logger.error({ err: error, purpose }, 'could not send an e-mail');
  }
}
