import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailAdapter, MailMessage } from './mail-adapter';

/** The local default: every message becomes a JSON file a developer (or a test) can open. */
export function createFileMailAdapter(directory: string): MailAdapter {
  return {
    kind: 'file',
    async send(message: MailMessage) {
      await mkdir(directory, { recursive: true });
      const safeRecipient = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeRecipient}-${crypto.randomUUID().slice(0, 8)}.json`;
      // Written aside, then renamed into place: a reader polling the directory never sees half a message.
      const partial = path.join(directory, `${name}.partial`);
      await writeFile(partial, JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2));
      await rename(partial, path.join(directory, name));
    },
  };
}
