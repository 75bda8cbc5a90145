import path from 'node:path';
import type { ServerEnv } from '@/config/env.server';
import { createFileSmsAdapter } from './file-sms-adapter';
import type { SmsAdapter } from './sms-adapter';
import { createTwilioSmsAdapter } from './twilio-sms-adapter';

type SmsEnv = Pick<ServerEnv, 'DATA_DIR' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_BASE' | 'SMS_TIMEOUT_MS'>;

/** DESIGN rule 8: chosen once from env; Twilio when its keys are set, else JSON files under `${DATA_DIR}/sms`. */
export function selectSmsAdapter(env: SmsEnv): SmsAdapter {
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM) {
    return createTwilioSmsAdapter({ accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, baseUrl: env.TWILIO_API_BASE, timeoutMs: env.SMS_TIMEOUT_MS });
  }
  return createFileSmsAdapter(path.join(env.DATA_DIR, 'sms'));
}
