import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_NAME_PATTERN, AVATAR_ROUTE_PREFIX, type AvatarStore } from './avatar-store';

/** The local default: one file per avatar, served by GET /api/avatars/{name}. */
export function createFileAvatarStore(directory: string): AvatarStore {
  const fileOf = (name: string) => (AVATAR_NAME_PATTERN.test(name) ? path.join(directory, name) : null);
  return {
    kind: 'file',
    async save(userId, webp) {
      await mkdir(directory, { recursive: true });
      const name = `${userId}-${randomBytes(8).toString('hex')}.webp`;
      // Written aside, then renamed: a request for the new URL never reads half a file.
      const partial = path.join(directory, `${name}.partial`);
      await writeFile(partial, webp);
      await rename(partial, path.join(directory, name));
      return `${AVATAR_ROUTE_PREFIX}${name}`;
    },
    async read(name) {
      const file = fileOf(name);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch {
        return null;
      }
    },
    async remove(url) {
      if (!url?.startsWith(AVATAR_ROUTE_PREFIX)) return;
      const file = fileOf(url.slice(AVATAR_ROUTE_PREFIX.length));
      if (file) await rm(file, { force: true });
    },
  };
}
