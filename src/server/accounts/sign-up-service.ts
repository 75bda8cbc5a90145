import { DEFAULT_MONEY_ID, DEFAULT_USER_LANGUAGE, type TSignUpRequest } from '@/contracts/account-contract';
import type { AppDeps } from '@/server/http/app-env';
import { findCredentialsByEmail, findMailRecipient, insertUser, upsertUserSettings } from './account-repository';
import { sendAccountMail } from './account-emails';
import { sendVerificationEmail } from './email-verification-service';
import { issueEmailToken } from './issue-email-token';
import { toUserLanguage } from './me-mapper';
import { hashPassword } from './password-hasher';
import { PASSWORD_RESET_TOKEN_TTL_MS } from './password-reset-service';
import { buildSignUpAttemptMessage } from './sign-up-attempt-email';

/**
 * Sign-up answers the same whether or not the address already has an account, and signs nobody
 * in: the mailbox decides. A new address gets an unverified account and a verification link
 * (login waits for it); an address with an account gets an e-mail saying so.
 */
export async function signUp(deps: AppDeps, input: TSignUpRequest): Promise<void> {
  // Hashed in both cases, so a taken address answers no faster than a new one.
  const passwordHash = await hashPassword(input.password, deps.env.PASSWORD_HASH_COST);
  const userId = await deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, { email: input.email, passwordHash, firstName: input.firstName ?? null, lastName: input.lastName ?? null, createdAt: deps.now() });
    if (!user) return null;
    await upsertUserSettings(tx, user.id, { language: input.language ?? DEFAULT_USER_LANGUAGE, moneyId: DEFAULT_MONEY_ID });
    return user.id;
  });
  if (userId) return sendVerificationEmail(deps, userId);
  await tellOwnerOfAttempt(deps, input.email);
}

/**
 * An account still waiting for its verification gets a fresh link (its owner may have lost the
 * first); a verified one is told someone tried, with a way to log in or reset the password.
 */
async function tellOwnerOfAttempt(deps: AppDeps, email: string): Promise<void> {
  const account = await findCredentialsByEmail(deps.db, email);
  const recipient = account && (await findMailRecipient(deps.db, account.id));
  if (!account || !recipient) return;
  if (!recipient.emailVerifiedAt) return sendVerificationEmail(deps, account.id);
  const resetToken = account.passwordHash ? await issueEmailToken(deps, account.id, 'reset_password', PASSWORD_RESET_TOKEN_TTL_MS) : null;
  const message = buildSignUpAttemptMessage({
    to: recipient.email,
    firstName: recipient.firstName,
    language: toUserLanguage(recipient.language),
    appOrigin: deps.env.APP_ORIGIN,
    resetToken,
  });
  await sendAccountMail(deps, message);
}
