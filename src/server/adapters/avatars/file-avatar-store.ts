import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_NAME_PATTERN, AVATAR_ROUTE_PREFIX, avatarNameOf, newAvatarName, type AvatarStore } from './avatar-store';

/** The local default: one file per avatar, served by GET /api/avatars/{name}. */
export function createFileAvatarStore(directory: string): AvatarStore {
  return {
    kind: 'file',
    async save(userId, webp) {
      await mkdir(directory, { recursive: true });
      const name = newAvatarName(userId, randomBytes(8).toString('hex'));
      // Written aside, then renamed: a request for the new URL never reads half a file.
      const partial = path.join(directory, `${name}.partial`);
      await writeFile(partial, webp);
      await rename(partial, path.join(directory, name));
      return `${AVATAR_ROUTE_PREFIX}${name}`;
    },
    async read(name) {
      if (!AVATAR_NAME_PATTERN.test(name)) return null;
      try {
        return await readFile(path.join(directory, name));
      } catch {
        return null;
      }
    },
    async remove(url) {
      const name = avatarNameOf(url);
      if (name) await rm(path.join(directory, name), { force: true });
    },
  };
}
