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
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: 'on_session' | 'off_session' | null;
}

export interface FakeCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: FakeCard;
  customer: string | null;
}

export const VISA_4242: FakeCard = { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2028 };

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

const missing = (what: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } } });

/**
 * Stripe's PaymentIntent create/retrieve/update, refund create, customers create/delete and
 * payment methods list/retrieve/detach, written from its API reference, on a local port: the SDK is
 * pointed here (STRIPE_API_BASE), so no test reaches the internet. Like Stripe, a POST repeated with
 * the same Idempotency-Key answers the first response again.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const customers = new Map<string, { id: string; object: 'customer'; metadata: Record<string, string> }>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
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
        customer: req.form.get('customer'), payment_method: null, setup_future_usage: null,
      };
      const refused = applyCardChoice(intent, req.form);
      if (refused) return refused;
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([\w]+)$/.exec(req.path);
    if (req.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]!);
      return intent ? { status: 200, body: intent } : missing('payment_intent');
    }
    if (req.method === 'POST' && retrieve) {
      const intent = intents.get(retrieve[1]!);
      if (!intent) return missing('payment_intent');
      if (req.form.has('customer')) intent.customer = req.form.get('customer');
      return applyCardChoice(intent, req.form) ?? { status: 200, body: intent };
    }
    if (req.method === 'POST' && req.path === '/v1/customers') {
      counter += 1;
      const customer = { id: `cus_fake_${counter}`, object: 'customer' as const, metadata: { user_id: req.form.get('metadata[user_id]') ?? '' } };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    const customer = /^\/v1\/customers\/(\w+)$/.exec(req.path);
    if (req.method === 'DELETE' && customer) {
      if (!customers.delete(customer[1]!)) return missing('customer');
      for (const method of paymentMethods.values()) if (method.customer === customer[1]) method.customer = null;
      return { status: 200, body: { id: customer[1], object: 'customer', deleted: true } };
    }
    const customerMethods = /^\/v1\/customers\/(\w+)\/payment_methods$/.exec(req.path);
    if (req.method === 'GET' && customerMethods) {
      if (!customers.has(customerMethods[1]!)) return missing('customer');
      const data = [...paymentMethods.values()].filter((method) => method.customer === customerMethods[1]).reverse();
      return { status: 200, body: { object: 'list', data, has_more: false, url: req.path } };
    }
    const method = /^\/v1\/payment_methods\/(\w+?)(\/detach)?$/.exec(req.path);
    if (method && (req.method === 'GET' || (req.method === 'POST' && method[2]))) {
      const found = paymentMethods.get(method[1]!);
      if (!found) return missing('payment_method');
      if (method[2]) {
        if (!found.customer) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_method_unexpected_state', message: 'Not attached' } } };
        found.customer = null;
      }
      return { status: 200, body: found };
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

  /** `payment_method` must be attached to the intent's customer; `setup_future_usage` is set, or unset with "". */
  function applyCardChoice(intent: FakeIntent, form: URLSearchParams): { status: number; body: unknown } | null {
    if (form.has('payment_method')) {
      const chosen = paymentMethods.get(form.get('payment_method')!);
      if (!chosen) return missing('payment_method');
      if (chosen.customer !== intent.customer) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_method_not_available', message: 'Not this customer' } } };
      intent.payment_method = chosen.id;
    }
    if (form.has('setup_future_usage')) intent.setup_future_usage = (form.get('setup_future_usage') || null) as FakeIntent['setup_future_usage'];
    return null;
  }

  function newPaymentMethod(card: FakeCard, customerId: string | null): FakePaymentMethod {
    counter += 1;
    const created: FakePaymentMethod = { id: `pm_fake_${counter}`, object: 'payment_method', type: 'card', card, customer: customerId };
    paymentMethods.set(created.id, created);
    return created;
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
    customers,
    paymentMethods,
    /** A card already kept for `customerId` (as a past payment with setup_future_usage left it). */
    saveCard: (customerId: string, card: FakeCard = VISA_4242) => newPaymentMethod(card, customerId),
    /**
     * The diner confirms the intent in the browser: with its saved card, or with a new `card` typed
     * in Elements, which Stripe attaches to the customer when the intent asked to keep it.
     */
    confirmWithCard(id: string, card: FakeCard = VISA_4242) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      if (!intent.payment_method) {
        const keep = intent.setup_future_usage && intent.customer ? intent.customer : null;
        intent.payment_method = newPaymentMethod(card, keep).id;
      }
      intent.status = 'succeeded';
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
