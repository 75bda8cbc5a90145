import type { TDeleteAccountRequest } from '@/contracts/account-contract';
import { AppError } from '@/lib/errors/app-error';
import type { AppDeps } from '@/server/http/app-env';
import { deleteUser, findCredentialsById, findProfile } from './account-repository';
import { removeAvatarBestEffort } from './avatar-service';
import { getDummyPasswordHash, verifyPassword } from './password-hasher';

/**
 * Erases the caller's account and, through the foreign keys' ON DELETE CASCADE, their sessions,
 * settings, addresses, bookings, orders, payments, coupons, points, favourites, reviews, chats and
 * notifications; messages they wrote in others' conversations stay, unsigned (SET NULL).
 */
export async function deleteAccount(deps: AppDeps, userId: string, input: TDeleteAccountRequest): Promise<void> {
  const user = await findCredentialsById(deps.db, userId);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyPasswordHash()));
  if (!user?.passwordHash || !matches) throw new AppError('invalid_credentials', 'The password is incorrect', { statusCode: 403 });
  const avatarUrl = (await findProfile(deps.db, userId))?.avatarUrl ?? null;
  await deleteUser(deps.db, userId);
  await removeAvatarBestEffort(deps, avatarUrl);
  deps.logger.info('account deleted');
}
