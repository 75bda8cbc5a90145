import type { TMe } from '@/contracts/account-contract';
import type { Queryable } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { badRequest, conflict, unauthenticated } from '@/server/http/app-error-factory';
import { buildChangeEmailMessage, sendAccountMail } from './account-emails';
import { findCredentialsByEmail, findMailRecipient, replaceEmail } from './account-repository';
import { getMe } from './account-service';
import { consumeAllEmailTokensOfUser } from './email-token-repository';
import { issueEmailToken } from './issue-email-token';
import { toUserLanguage } from './me-mapper';

export const CHANGE_EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const emailTaken = () => conflict('email_taken', 'Another account already uses this e-mail address');

/**
 * Sends a link to the new address; the account keeps its current one until the link is opened,
 * so a typo never locks the diner out. A newer request replaces an older one.
 */
export async function requestEmailChange(deps: AppDeps, userId: string, email: string): Promise<TMe> {
  const recipient = await findMailRecipient(deps.db, userId);
  if (!recipient) throw unauthenticated('This account no longer exists');
  if (recipient.email.toLowerCase() === email) throw badRequest('email_unchanged', 'This is already your e-mail address', { field: 'email' });
  if (await findCredentialsByEmail(deps.db, email)) throw emailTaken();
  await consumeAllEmailTokensOfUser(deps.db, userId, 'change_email', deps.now());
  const token = await issueEmailToken(deps, userId, 'change_email', CHANGE_EMAIL_TOKEN_TTL_MS, email);
  const language = toUserLanguage(recipient.language);
  await sendAccountMail(deps, buildChangeEmailMessage({ to: email, firstName: recipient.firstName, language, token, appOrigin: deps.env.APP_ORIGIN }));
  return getMe(deps.db, userId, deps.now());
}

/** The opened link proves the new mailbox: it becomes the account's (verified) address. */
export async function applyEmailChange(tx: Queryable, change: { userId: string; newEmail: string | null }, now: Date): Promise<void> {
  if (!change.newEmail) throw badRequest('invalid_token', 'This link is invalid, already used or expired');
  const owner = await findCredentialsByEmail(tx, change.newEmail);
  if (owner && owner.id !== change.userId) throw emailTaken();
  await replaceEmail(tx, change.userId, change.newEmail, now);
  await consumeAllEmailTokensOfUser(tx, change.userId, 'change_email', now);
}
