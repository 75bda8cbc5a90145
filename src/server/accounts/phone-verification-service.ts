import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { TMe } from '@/contracts/account-contract';
import {
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_MAX_SENDS_PER_HOUR,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TTL_MINUTES,
  type TPhoneCodeSent,
  type TPhoneVerificationPurpose,
} from '@/contracts/phone-verification-contract';
import { AppError } from '@/lib/errors/app-error';
import type { AppDeps } from '@/server/http/app-env';
import { badRequest, conflict } from '@/server/http/app-error-factory';
import { findMailRecipient } from './account-repository';
import { getMe } from './account-service';
import { toUserLanguage } from './me-mapper';
import { buildPhoneCodeText } from './phone-code-message';
import {
  insertFirstPhoneCode,
  isPhoneVerifiedByAnotherUser,
  lockPhoneCode,
  lockPhoneNumber,
  markPhoneCodeVerified,
  recordWrongPhoneCode,
  replacePhoneCode,
  setVerifiedPhone,
  type PhoneVerificationRow,
} from './phone-verification-repository';

const HOUR_MS = 3_600_000;

const phoneTaken = () => conflict('phone_taken', 'This phone number is already verified on another account', { field: 'phone' });
const tooManyCodes = (retryAfterSeconds: number) =>
  new AppError('rate_limited', `Wait ${retryAfterSeconds} s before asking for another code`, { statusCode: 429, details: { retryAfterSeconds } });

/** Bound to the user and purpose, so a code (or its hash) is worth nothing for another account. */
const hashCode = (userId: string, purpose: TPhoneVerificationPurpose, code: string) => createHash('sha256').update(`${userId}:${purpose}:${code}`).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Seconds to wait before another code may be sent, or 0: 60 s between sends, at most 5 sends an hour. */
function secondsBeforeResend(row: PhoneVerificationRow, now: Date): number {
  const sinceLast = now.getTime() - row.lastSentAt.getTime();
  const waits = [PHONE_CODE_RESEND_SECONDS * 1000 - sinceLast];
  const windowEnd = row.createdAt.getTime() + HOUR_MS;
  if (windowEnd > now.getTime() && row.sendCount >= PHONE_CODE_MAX_SENDS_PER_HOUR) waits.push(windowEnd - now.getTime());
  return Math.max(0, Math.ceil(Math.max(...waits) / 1000));
}

/**
 * SPEC §2/§8: texts a fresh 6-digit code to the number (the old code dies). The text is sent
 * inside the transaction: a send that fails is not counted against the diner's resends.
 */
export async function sendPhoneCode(deps: AppDeps, userId: string, input: { phone: string; purpose: TPhoneVerificationPurpose }): Promise<TPhoneCodeSent> {
  const { phone, purpose } = input;
  const now = deps.now();
  if (await isPhoneVerifiedByAnotherUser(deps.db, phone, userId)) throw phoneTaken();
  const recipient = await findMailRecipient(deps.db, userId);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const fresh = { phone, codeHash: hashCode(userId, purpose, code), sentAt: now, expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000) };
  const send = () => deps.sms.send({ to: phone, text: buildPhoneCodeText(code, toUserLanguage(recipient?.language), deps.env.APP_ORIGIN) });

  await deps.db.transaction(async (tx) => {
    if (await insertFirstPhoneCode(tx, userId, purpose, fresh)) return send();
    const row = await lockPhoneCode(tx, userId, purpose);
    if (!row) throw new Error('phone verification row vanished under its lock');
    const wait = secondsBeforeResend(row, now);
    if (wait > 0) throw tooManyCodes(wait);
    const newWindow = now.getTime() - row.createdAt.getTime() >= HOUR_MS;
    await replacePhoneCode(tx, row.id, fresh, newWindow ? 1 : row.sendCount + 1, newWindow ? now : undefined);
    return send();
  });
  deps.logger.info({ purpose, provider: deps.sms.kind }, 'phone verification code sent');
  return { phone, expiresAt: fresh.expiresAt.toISOString(), resendAt: new Date(now.getTime() + PHONE_CODE_RESEND_SECONDS * 1000).toISOString() };
}

type ConfirmOutcome = { kind: 'missing' | 'expired' | 'exhausted' | 'taken' | 'verified' } | { kind: 'wrong'; attemptsLeft: number };

/**
 * Checks the code under the row's lock, so concurrent guesses are counted one by one and the
 * fifth wrong one kills the code. A wrong guess must be committed, so failures are returned from
 * the transaction and thrown after it.
 */
export async function confirmPhoneCode(deps: AppDeps, userId: string, input: { code: string; purpose: TPhoneVerificationPurpose }): Promise<TMe> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const row = await lockPhoneCode(tx, userId, input.purpose);
    if (!row || row.verifiedAt) return { kind: 'missing' };
    if (row.attempts >= PHONE_CODE_MAX_ATTEMPTS) return { kind: 'exhausted' };
    if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
    if (!sameHash(row.codeHash, hashCode(userId, input.purpose, input.code))) {
      const attempts = await recordWrongPhoneCode(tx, row.id);
      return attempts >= PHONE_CODE_MAX_ATTEMPTS ? { kind: 'exhausted' } : { kind: 'wrong', attemptsLeft: PHONE_CODE_MAX_ATTEMPTS - attempts };
    }
    await lockPhoneNumber(tx, row.phone);
    if (await isPhoneVerifiedByAnotherUser(tx, row.phone, userId)) return { kind: 'taken' };
    await setVerifiedPhone(tx, userId, row.phone, now);
    await markPhoneCodeVerified(tx, row.id, now);
    return { kind: 'verified' };
  });
  switch (outcome.kind) {
    case 'verified':
      return getMe(deps.db, userId, now);
    case 'wrong':
      throw badRequest('phone_code_wrong', `Wrong code; ${outcome.attemptsLeft} attempt(s) left`, { attemptsLeft: outcome.attemptsLeft });
    case 'missing':
      throw badRequest('phone_code_missing', 'No code is waiting: ask for one first');
    case 'expired':
      throw badRequest('phone_code_expired', 'This code has expired: ask for a new one');
    case 'exhausted':
      throw badRequest('phone_code_exhausted', 'Too many wrong codes: ask for a new one');
    case 'taken':
      throw phoneTaken();
  }
}
