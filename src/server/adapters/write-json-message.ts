import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The local default of the message adapters (mail, SMS): one JSON file per message, named by time
 * and recipient, that a developer (or a test) can open.
 */
export async function writeJsonMessage(directory: string, recipient: string, message: object): Promise<void> {
  await mkdir(directory, { recursive: true });
  const safeRecipient = recipient.replace(/[^a-z0-9@.+_-]/gi, '_');
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeRecipient}-${crypto.randomUUID().slice(0, 8)}.json`;
  // Written aside, then renamed into place: a reader polling the directory never sees half a message.
  const partial = path.join(directory, `${name}.partial`);
  await writeFile(partial, JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2));
  await rename(partial, path.join(directory, name));
}
