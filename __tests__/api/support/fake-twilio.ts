import { createServer, type Server } from 'node:http';
import { listenLocally } from '../../../scripts/fakes/local-http-server';

/**
 * A local stand-in for Twilio's Messages REST API, from its public reference
 * (twilio.com/docs/messaging/api/message-resource): POST /2010-04-01/Accounts/{AccountSid}/Messages.json,
 * HTTP Basic auth (account sid, auth token), form fields To, Body and From or MessagingServiceSid;
 * 201 with the message resource, errors as `{ code, message, more_info, status }`
 * (20003 authentication, 21211 invalid To, 21614 not a mobile number).
 */
export const FAKE_TWILIO = { accountSid: `AC${'1f'.repeat(16)}`, authToken: 'fake-auth-token', from: 'Tablee' };

export interface FakeTwilio {
  baseUrl: string;
  readonly messages: { to: string; body: string; from?: string; messagingServiceSid?: string }[];
  /** Numbers Twilio refuses with 21211. */
  readonly invalidNumbers: Set<string>;
  delayAnswers(ms: number): void;
  failAnswers(status: number | null): void;
  close(): Promise<void>;
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const messages: FakeTwilio['messages'] = [];
  const invalidNumbers = new Set<string>();
  let delayMs = 0;
  let failStatus: number | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString('base64')}`;

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        if (!res.writableEnded) res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      const respond = () => {
        if (failStatus !== null) return void res.writeHead(failStatus, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
        if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages.json`) return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
        if (req.headers.authorization !== expectedAuth) return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
        if (!/^application\/x-www-form-urlencoded/.test(req.headers['content-type'] ?? '')) return answer(400, { code: 20001, message: 'Bad content type', status: 400 });
        const form = new URLSearchParams(raw);
        const to = form.get('To') ?? '';
        const body = form.get('Body') ?? '';
        const from = form.get('From') ?? undefined;
        const messagingServiceSid = form.get('MessagingServiceSid') ?? undefined;
        if (!to || !body || (!from && !messagingServiceSid)) return answer(400, { code: 21604, message: 'A required parameter is missing', status: 400 });
        if (invalidNumbers.has(to)) return answer(400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 });
        messages.push({ to, body, from, messagingServiceSid });
        return answer(201, { sid: `SM${'0'.repeat(32)}`, to, from: from ?? null, body, status: 'queued', num_segments: '1' });
      };
      if (delayMs > 0) setTimeout(respond, delayMs).unref();
      else respond();
    });
  });
  const listening = await listenLocally(server);
  return {
    baseUrl: listening.baseUrl,
    messages,
    invalidNumbers,
    delayAnswers: (ms) => (delayMs = ms),
    failAnswers: (status) => (failStatus = status),
    close: listening.close,
  };
}
