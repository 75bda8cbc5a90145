/** Where resized avatars live (DESIGN rule 8); the default is files under DATA_DIR/avatars. */
export interface AvatarStore {
  kind: 'file';
  /** Stores one WebP image under a fresh unguessable name and answers the URL the app shows. */
  save(userId: string, webp: Buffer): Promise<string>;
  /** The bytes of a stored avatar by its name, or null. */
  read(name: string): Promise<Buffer | null>;
  /** Forgets an avatar this store made (an outside URL is left alone); best effort. */
  remove(url: string | null): Promise<void>;
}

export const AVATAR_ROUTE_PREFIX = '/api/avatars/';
/** `<user id>-<16 hex>.webp`: nothing else is ever read from the directory. */
export const AVATAR_NAME_PATTERN = /^[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/;
