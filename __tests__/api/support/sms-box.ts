import path from 'node:path';
import { latestMailTo, mailsTo } from './mailbox';
import type { TestContext } from './test-app';

/** Where the file SMS adapter of a test context writes: `${DATA_DIR}/sms`, beside the mail directory. */
export const smsDirOf = (ctx: Pick<TestContext, 'mailDir'>) => path.join(path.dirname(ctx.mailDir), 'sms');

/** The text messages sent to a number (E.164), oldest first. */
export const textsTo = (ctx: Pick<TestContext, 'mailDir'>, phone: string) => mailsTo(smsDirOf(ctx), phone);

/** The 6-digit code of the newest text message to the number (its "@host #code" line). */
export async function latestCodeTo(ctx: Pick<TestContext, 'mailDir'>, phone: string): Promise<string> {
  const text = (await latestMailTo(smsDirOf(ctx), phone)).text;
  const code = /#(\d{6})\s*$/.exec(text)?.[1];
  if (!code) throw new Error('No code in the text message');
  return code;
}
