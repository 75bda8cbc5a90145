import { writeJsonMessage } from '../write-json-message';
import type { SmsAdapter, SmsMessage } from './sms-adapter';

/** The local default: every text message becomes a JSON file (`{ to, text, sentAt }`). */
export function createFileSmsAdapter(directory: string): SmsAdapter {
  return {
    kind: 'file',
    send: (message: SmsMessage) => writeJsonMessage(directory, message.to, { to: message.to, text: message.text }),
  };
}
