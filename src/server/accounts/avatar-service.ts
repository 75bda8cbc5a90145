import sharp from 'sharp';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, AVATAR_SIZE_PX, type TMe } from '@/contracts/account-contract';
import { AppError } from '@/lib/errors/app-error';
import type { AppDeps } from '@/server/http/app-env';
import { mirrorUserData } from '@/server/live/mirror-user-data';
import { badRequest } from '@/server/http/app-error-factory';
import { findProfile, updateProfile } from './account-repository';
import { getMe } from './account-service';

/** A decompression bomb (a tiny file that decodes to gigapixels) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp']);

const unsupportedType = () =>
  new AppError('avatar_unsupported_type', `The photo must be one of ${AVATAR_CONTENT_TYPES.join(', ')}`, { statusCode: 415, details: { field: 'file' } });
export const avatarTooLarge = () =>
  new AppError('avatar_too_large', `The photo must weigh at most ${AVATAR_MAX_BYTES} bytes`, { statusCode: 413, details: { field: 'file', maxBytes: AVATAR_MAX_BYTES } });

/** Checks what the file is by its bytes (the browser's type is only a first filter) and makes the square WebP. */
async function toAvatarWebp(file: File): Promise<Buffer> {
  if (file.size > AVATAR_MAX_BYTES) throw avatarTooLarge();
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) throw unsupportedType();
  const input = Buffer.from(await file.arrayBuffer());
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !READABLE_FORMATS.has(format)) throw unsupportedType();
    // rotate() applies the camera's orientation; the output keeps no metadata (no GPS position).
    return await image.rotate().resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('avatar_unreadable', 'This file could not be read as an image', { field: 'file' });
  }
}

/** Replaces the caller's avatar; the previous one, if this app stored it, is removed afterwards. */
export async function uploadAvatar(deps: AppDeps, userId: string, file: unknown): Promise<TMe> {
  if (!(file instanceof File) || file.size === 0) throw badRequest('avatar_missing', 'Send the photo as the multipart field "file"', { field: 'file' });
  const webp = await toAvatarWebp(file);
  const previous = (await findProfile(deps.db, userId))?.avatarUrl ?? null;
  const url = await deps.avatars.save(userId, webp);
  await updateProfile(deps.db, userId, { avatarUrl: url });
  await mirrorUserData(deps, userId, ['info']);
  await removeAvatarBestEffort(deps, previous);
  return getMe(deps.db, userId, deps.now());
}

export async function removeAvatarBestEffort(deps: Pick<AppDeps, 'avatars' | 'logger'>, url: string | null): Promise<void> {
  try {
    await deps.avatars.remove(url);
  } catch (error) {
    deps.logger.warn({ err: error }, 'could not remove a replaced avatar');
  }
}
