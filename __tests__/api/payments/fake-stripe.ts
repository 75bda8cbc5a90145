import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: Stripe.PaymentIntent.Status;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string } | null;
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/**
 * Stripe's PaymentIntent create/retrieve and refund create, written from its API reference, on a
 * local port: the SDK is pointed here (STRIPE_API_BASE), so no test reaches the internet. Like
 * Stripe, a POST repeated with the same Idempotency-Key answers the first response again.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const requests: FakeRequest[] = [];
  const replays = new Map<string, { status: number; body: unknown }>();
  let counter = 0;

  function handle(req: FakeRequest): { status: number; body: unknown } {
    if (req.method === 'POST' && req.path === '/v1/payment_intents') {
      counter += 1;
      const id = `pi_fake_${counter}`;
      const intent: FakeIntent = {
        id, object: 'payment_intent', amount: Number(req.form.get('amount')), currency: req.form.get('currency') ?? '',
        status: 'requires_payment_method', client_secret: `${id}_secret_${counter}`, description: req.form.get('description'),
        metadata: { payment_id: req.form.get('metadata[payment_id]') ?? '' }, last_payment_error: null,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([\w]+)$/.exec(req.path);
    if (req.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]!);
      return intent ? { status: 200, body: intent } : { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } } };
    }
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      const intent = intents.get(req.form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'Not refundable' } } };
      const refund = { id: `re_fake_${refunds.length + 1}`, object: 'refund', payment_intent: intent.id, amount: Number(req.form.get('amount') ?? intent.amount), status: 'succeeded' };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unknown ${req.method} ${req.path}` } } };
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const key = request.headers['idempotency-key'] as string | undefined;
      const req: FakeRequest = { method: request.method ?? 'GET', path: url.pathname, idempotencyKey: key, form: new URLSearchParams(raw) };
      requests.push(req);
      const replayKey = key && req.method === 'POST' ? `${req.path} ${key}` : undefined;
      const answer = (replayKey && replays.get(replayKey)) || handle(req);
      if (replayKey) replays.set(replayKey, answer);
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
      response.end(JSON.stringify(answer.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    /** What the diner's card did at Stripe (Elements confirming, 3-D Secure…): the intent's new state. */
    setStatus(id: string, status: Stripe.PaymentIntent.Status) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = status;
      return intent;
    },
    creates: () => requests.filter((req) => req.method === 'POST' && req.path === '/v1/payment_intents'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export const STRIPE_TEST_KEYS = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test_fake' };

let eventCounter = 0;
const signer = new Stripe('sk_test_signer');

/** A Stripe event about `intent` as Stripe would post it, signed with the SDK's own test helper (or a wrong secret). */
export function signedEvent(type: string, intent: FakeIntent, options: { secret?: string; id?: string } = {}) {
  eventCounter += 1;
  const payload = JSON.stringify({ id: options.id ?? `evt_fake_${eventCounter}`, object: 'event', type, data: { object: { ...intent } }, created: 1, livemode: false, api_version: null });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET });
  return { payload, header };
}
