import type { MailAdapter, MailMessage } from './mail-adapter';

/**
 * Sends without letting a mail outage undo what the request already did; the failure is logged
 * by purpose only (never the address or the text, which are personal data).
 */
export async function sendBestEffort(mail: MailAdapter, message: MailMessage, purpose: string): Promise<void> {
  try {
    await mail.send(message);
  } catch (error) {
    console.error(`[mail] could not send the ${purpose}:`, error instanceof Error ? error.message : 'unknown error');
  }
}
