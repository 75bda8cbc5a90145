import type { TResetPasswordRequest } from '@/contracts/account-contract';
import type { AppDeps } from '@/server/http/app-env';
import { findCredentialsByEmail, findMailRecipient, markEmailVerified, updatePasswordHash } from './account-repository';
import { buildPasswordResetMessage, sendAccountMail } from './account-emails';
import { consumeAllEmailTokensOfUser, consumeEmailToken } from './email-token-repository';
import { issueEmailToken } from './issue-email-token';
import { invalidToken } from './email-verification-service';
import { toUserLanguage } from './me-mapper';
import { hashPassword } from './password-hasher';
import { revokeAllSessionsOfUser } from './session-repository';
import { hashOpaqueToken, isWellFormedToken } from './session-tokens';

export const PASSWORD_RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * E-mails a one-time reset link when a password account has this address; the caller answers
 * 202 either way, so the endpoint does not tell who has an account.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const user = await findCredentialsByEmail(deps.db, email);
  if (!user || user.identityProvider !== 'password') return;
  const recipient = await findMailRecipient(deps.db, user.id);
  if (!recipient) return;
  const token = await issueEmailToken(deps, user.id, 'reset_password', PASSWORD_RESET_TOKEN_TTL_MS);
  const message = buildPasswordResetMessage({
    to: recipient.email,
    firstName: recipient.firstName,
    language: toUserLanguage(recipient.language),
    token,
    appOrigin: deps.env.APP_ORIGIN,
  });
  await sendAccountMail(deps, message);
}

/**
 * Sets the new password and signs every device out. The link also proves the mailbox, so the
 * address counts as verified from then on.
 */
export async function resetPassword(deps: AppDeps, input: TResetPasswordRequest): Promise<void> {
  if (!isWellFormedToken(input.token)) throw invalidToken();
  const passwordHash = await hashPassword(input.password, deps.env.PASSWORD_HASH_COST);
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const consumed = await consumeEmailToken(tx, hashOpaqueToken(input.token), 'reset_password', now);
    if (!consumed) throw invalidToken();
    await updatePasswordHash(tx, consumed.userId, passwordHash);
    await revokeAllSessionsOfUser(tx, consumed.userId, now);
    await consumeAllEmailTokensOfUser(tx, consumed.userId, 'reset_password', now);
    await markEmailVerified(tx, consumed.userId, now);
  });
}
