import type { TDeleteAccountRequest } from '@/contracts/account-contract';
import { AppError } from '@/lib/errors/app-error';
import type { AppDeps } from '@/server/http/app-env';
import { forgetUserData } from '@/server/live/mirror-user-data';
import { deleteUser, findCredentialsById, findProfile } from './account-repository';
import { removeAvatarBestEffort } from './avatar-service';
import { findCustomerRef } from '@/server/payments/payment-customer-repository';
import { deleteCustomerBestEffort } from '@/server/payments/payment-customer-service';
import { getDummyPasswordHash, verifyPassword } from './password-hasher';

/**
 * Erases the caller's account and, through the foreign keys' ON DELETE CASCADE, their sessions,
 * settings, addresses, bookings, orders, payments, coupons, points, favourites, reviews, chats and
 * notifications (and, at Stripe, their customer with its saved cards); messages they wrote in others' conversations stay, unsigned (SET NULL).
 */
export async function deleteAccount(deps: AppDeps, userId: string, input: TDeleteAccountRequest): Promise<void> {
  const user = await findCredentialsById(deps.db, userId);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyPasswordHash(deps.env.PASSWORD_HASH_COST)));
  if (!user?.passwordHash || !matches) throw new AppError('invalid_credentials', 'The password is incorrect', { statusCode: 403 });
  const avatarUrl = (await findProfile(deps.db, userId))?.avatarUrl ?? null;
  const cards = deps.savedCards;
  const customerRef = cards ? await findCustomerRef(deps.db, userId, cards.provider) : null;
  await deleteUser(deps.db, userId);
  await forgetUserData(deps, userId);
  await removeAvatarBestEffort(deps, avatarUrl);
  // Their saved cards go with them: the Stripe customer is deleted, best effort (logged, never blocking).
  if (cards && customerRef) await deleteCustomerBestEffort(deps, cards, customerRef);
  deps.logger.info('account deleted');
}
