import { writeJsonMessage } from '../write-json-message';
import type { MailAdapter, MailMessage } from './mail-adapter';

/** The local default: every message becomes a JSON file a developer (or a test) can open. */
export function createFileMailAdapter(directory: string): MailAdapter {
  return {
    kind: 'file',
    send: (message: MailMessage) => writeJsonMessage(directory, message.to, message),
  };
}
