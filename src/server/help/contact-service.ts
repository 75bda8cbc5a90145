import type { TUserLanguage } from '@/contracts/account-contract';
import type { TContactReceipt, TContactRequest } from '@/contracts/help-contract';
import { sendBestEffort } from '@/server/adapters/mail/send-best-effort';
import type { AppDeps } from '@/server/http/app-env';
import { buildContactAcknowledgement, buildContactCopy } from './contact-emails';
import { insertContact } from './contact-repository';

const RECEIPT: TContactReceipt = { status: 'received' };

/** People never see the spam-trap field; anything in it was typed by a robot. */
export const isSpamTrapFilled = (input: TContactRequest): boolean => (input.website ?? '').trim() !== '';

/**
 * Keeps the message, copies it to the site's address and acknowledges it to the sender in their
 * language. A robot's message (spam trap filled) gets the very same answer, so it learns nothing,
 * but is neither stored nor mailed: no one reads it and no stranger's inbox receives our reply.
 */
export async function receiveContactMessage(deps: AppDeps, input: TContactRequest, language: TUserLanguage): Promise<TContactReceipt> {
  if (isSpamTrapFilled(input)) return RECEIPT;
  const receivedAt = deps.now();
  const id = await insertContact(deps.db, {
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    subject: input.subject,
    message: input.message,
    createdAt: receivedAt,
  });
  await Promise.all([
    sendBestEffort(deps, buildContactCopy(deps.env.CONTACT_EMAIL, id, input, language, receivedAt), 'contact copy'),
    sendBestEffort(deps, buildContactAcknowledgement(input.email, language, deps.env.APP_ORIGIN), 'contact acknowledgement'),
  ]);
  return RECEIPT;
}
