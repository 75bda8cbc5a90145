import { AppError } from '@/lib/errors/app-error';
import { badRequest } from '@/server/http/app-error-factory';
import type { SmsAdapter, SmsMessage } from './sms-adapter';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A Twilio number, an alphanumeric sender id ("Tablee"), or a Messaging Service sid (MG…). */
  from: string;
  /** https://api.twilio.com, or a local fake in tests. */
  baseUrl: string;
  timeoutMs: number;
}

/** Twilio's error codes for a number it cannot text (invalid, landline, unreachable country). */
const UNTEXTABLE_NUMBER_CODES = new Set([21211, 21408, 21612, 21614]);

const providerTimeout = () => new AppError('sms_provider_timeout', 'The SMS provider did not answer in time; try again in a moment', { statusCode: 504, name: 'GatewayTimeoutError' });
const providerUnavailable = (status: number | string) =>
  // The provider's body is not kept: its messages quote the phone number.
  new AppError('sms_provider_error', 'The SMS provider is unavailable; try again in a moment', { statusCode: 502, name: 'BadGatewayError', cause: new Error(`SMS provider answered ${status}`) });

async function readTwilioErrorCode(response: Response): Promise<number | null> {
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === 'number' ? body.code : null;
}

/** Twilio's Messages REST API (POST /2010-04-01/Accounts/{sid}/Messages.json), with fetch and a timeout. */
export function createTwilioSmsAdapter(config: TwilioConfig): SmsAdapter {
  const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, config.baseUrl);
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = config.from.startsWith('MG') ? { MessagingServiceSid: config.from } : { From: config.from };
  return {
    kind: 'twilio',
    async send(message: SmsMessage) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: message.to, Body: message.text, ...sender }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        const name = (error as { name?: unknown } | null)?.name;
        if (name === 'TimeoutError' || name === 'AbortError') throw providerTimeout();
        throw providerUnavailable('nothing');
      }
      if (response.ok) return;
      const code = response.status === 400 ? await readTwilioErrorCode(response) : null;
      if (code !== null && UNTEXTABLE_NUMBER_CODES.has(code)) {
        throw badRequest('phone_not_textable', 'This number cannot receive text messages', { field: 'phone' });
      }
      throw providerUnavailable(code ?? response.status);
    },
  };
}
