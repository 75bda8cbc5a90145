import type { TUserCheckError, TUserCheckResponse } from '@/contracts/account-contract';
import type { Queryable } from '@/server/db/client';
import { unauthenticated } from '@/server/http/app-error-factory';
import { findUserCheckFacts } from './account-repository';
import { isPlaceholderEmail } from './placeholder-email';

/**
 * SPEC §6/§8 post-login check, in the order the client resolves the items: an unverified
 * e-mail, then no verified phone number, then a missing name or no address. An account made from
 * a phone has no address of its own to verify, so it is not asked to.
 */
export async function checkUserInfo(db: Queryable, userId: string): Promise<TUserCheckResponse> {
  const facts = await findUserCheckFacts(db, userId);
  if (!facts) throw unauthenticated('This account no longer exists');
  const errors: TUserCheckError[] = [];
  if (!facts.emailVerifiedAt && !isPlaceholderEmail(facts.email)) errors.push('verify-email');
  if (!facts.phone || !facts.phoneVerifiedAt) errors.push('missing-phone-number');
  if (!facts.firstName || !facts.lastName || !facts.hasAddress) errors.push('missing-user-info');
  return { errors };
}
