import type { AppDeps } from '@/server/http/app-env';
import { badRequest } from '@/server/http/app-error-factory';
import { findMailRecipient, markEmailVerified } from './account-repository';
import { buildVerifyEmailMessage, sendAccountMail } from './account-emails';
import type { TVerifyEmailResponse } from '@/contracts/account-contract';
import { consumeAllEmailTokensOfUser, consumeEmailToken, isTokenOfVerifiedUser } from './email-token-repository';
import { issueEmailToken } from './issue-email-token';
import { applyEmailChange } from './email-change-service';
import { toUserLanguage } from './me-mapper';
import { hashOpaqueToken, isWellFormedToken } from './session-tokens';

export const VERIFY_EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** E-mails a fresh verification link, in the user's language; nothing to do once the address is verified. */
export async function sendVerificationEmail(deps: AppDeps, userId: string): Promise<void> {
  const recipient = await findMailRecipient(deps.db, userId);
  if (!recipient || recipient.emailVerifiedAt) return;
  const token = await issueEmailToken(deps, userId, 'verify_email', VERIFY_EMAIL_TOKEN_TTL_MS);
  const message = buildVerifyEmailMessage({
    to: recipient.email,
    firstName: recipient.firstName,
    language: toUserLanguage(recipient.language),
    token,
    appOrigin: deps.env.APP_ORIGIN,
  });
  await sendAccountMail(deps, message);
}

/**
 * The link's token proves the mailbox: it works once, before it expires, from any browser. Opened
 * again (or an older link) once the address is confirmed, it says so rather than fail. A link
 * sent for an e-mail change lands here too, and makes its address the account's.
 */
export async function verifyEmail(deps: AppDeps, token: string): Promise<TVerifyEmailResponse['status']> {
  if (!isWellFormedToken(token)) throw invalidToken();
  const tokenHash = hashOpaqueToken(token);
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const change = await consumeEmailToken(tx, tokenHash, 'change_email', now);
    if (change) {
      await applyEmailChange(tx, change, now);
      return 'verified';
    }
    const consumed = await consumeEmailToken(tx, tokenHash, 'verify_email', now);
    if (!consumed) {
      if (await isTokenOfVerifiedUser(tx, tokenHash, 'verify_email')) return 'already_verified';
      throw invalidToken();
    }
    await markEmailVerified(tx, consumed.userId, now);
    await consumeAllEmailTokensOfUser(tx, consumed.userId, 'verify_email', now);
    return 'verified';
  });
}

export const invalidToken = () => badRequest('invalid_token', 'This link is invalid, already used or expired');
