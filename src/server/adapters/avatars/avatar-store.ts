/**
 * Where resized avatars live (DESIGN rule 8): files under DATA_DIR/avatars by default, or a bucket
 * of any S3-compatible store. Either way the app shows them at /api/avatars/{name}.
 */
export interface AvatarStore {
  kind: 'file' | 's3';
  /** Stores one WebP image under a fresh unguessable name and answers the URL the app shows. */
  save(userId: string, webp: Buffer): Promise<string>;
  /** The bytes of a stored avatar by its name, or null. */
  read(name: string): Promise<Buffer | null>;
  /** Forgets an avatar this store made (an outside URL is left alone); best effort. */
  remove(url: string | null): Promise<void>;
}

export const AVATAR_ROUTE_PREFIX = '/api/avatars/';
/** `<user id>-<16 hex>.webp`: nothing else is ever read from the store. */
export const AVATAR_NAME_PATTERN = /^[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/;

export const newAvatarName = (userId: string, random: string) => `${userId}-${random}.webp`;

/** The stored name behind a URL this app made, or null for anything else (an outside URL, a forged name). */
export function avatarNameOf(url: string | null): string | null {
  if (!url?.startsWith(AVATAR_ROUTE_PREFIX)) return null;
  const name = url.slice(AVATAR_ROUTE_PREFIX.length);
  return AVATAR_NAME_PATTERN.test(name) ? name : null;
}
