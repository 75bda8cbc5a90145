import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ZErrorBody, ZUuidParam } from '@/contracts/common-contract';
import { ZPayment, ZPaymentList, ZPaymentListQuery, ZPayRequest, ZPayStart, ZValidatePaymentRequest } from '@/contracts/payment-contract';
import { requireUser } from '@/server/accounts/auth-middleware';
import type { ApiApp, AppEnv } from '@/server/http/app-env';
import { authErrorResponses, conflictResponse, notFoundResponse } from '@/server/http/openapi-responses';
import { startPayment } from './pay-service';
import { getOwnPayment, listOwnPayments } from './payment-query-service';
import { validatePayment } from './payment-validate-service';
import { receiveWebhook } from './payment-webhook-service';
import { registerSavedCardRoutes } from './saved-card-routes';

const json = <T>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const providerResponses = {
  422: json('payment_provider_unavailable (the restaurant does not take it, or it is not configured) or payment_method_unavailable', ZErrorBody),
  502: json('payment_provider_error: the provider did not answer; retrying is safe (same payment, same idempotency key)', ZErrorBody),
} as const;
const security = [{ bearer: [] }];
const tags = ['payments'];

const payRoute = createRoute({
  method: 'post', path: '/reservation/order/pay', tags, security,
  summary: 'Pay my placed order (take-away, delivery or booking pre-order) for its server total: one live payment per order, so a double click, a second tab or a retry answers the same payment and next step',
  request: body(ZPayRequest),
  responses: {
    200: json('The payment and what the client does next', ZPayStart), ...authErrorResponses, ...conflictResponse, ...providerResponses,
    404: json('not_found: not my order; saved_card_not_found: `savedCardId` is not one of my saved cards', ZErrorBody),
  },
});

const validateRoute = createRoute({
  method: 'post', path: '/paymentExternal/validate', tags, security,
  summary: 'Back from a provider: the server asks the provider for the payment’s state and applies it (idempotent)',
  request: body(ZValidatePaymentRequest),
  responses: { 200: json('The payment as it now stands', ZPayment), ...authErrorResponses, ...notFoundResponse, ...providerResponses },
});

const listRoute = createRoute({
  method: 'get', path: '/payments', tags, security,
  summary: 'My payments, newest first, with their restaurant (only one order’s with ?orderId=)',
  request: { query: ZPaymentListQuery },
  responses: { 200: json('My payments', ZPaymentList), ...authErrorResponses },
});

const getRoute = createRoute({
  method: 'get', path: '/payments/{id}', tags, security,
  summary: 'One of my payments (its state, while a wallet push or a card confirmation is pending)',
  request: { params: ZUuidParam },
  responses: { 200: json('The payment', ZPayment), ...authErrorResponses, ...notFoundResponse },
});

const ZWebhookAnswer = z.object({ received: z.literal(true), outcome: z.string() });
/** Online providers only: on site has no webhook (the staff settle it). */
const ZWebhookParam = z.object({ provider: z.enum(['stripe', 'mobile_money']) });
const webhookRoute = createRoute({
  method: 'post', path: '/payments/webhooks/{provider}', tags,
  summary: 'A provider’s webhook: /stripe (Stripe-Signature) or /mobile_money; the signature is checked over the raw body and each event applied once',
  request: { params: ZWebhookParam },
  responses: {
    200: json('Acknowledged (also a replay, or an event that changes nothing)', ZWebhookAnswer),
    400: json('invalid_signature: nothing was read or changed', ZErrorBody),
    404: json('This provider is not configured', ZErrorBody),
  },
});

/** CinetPay checks its notification address with a GET (it posts nothing by GET) before it uses it. */
const mobileMoneyPingRoute = createRoute({
  method: 'get', path: '/payments/webhooks/mobile_money', tags,
  summary: 'CinetPay checks with a GET that its notification address answers 200',
  responses: { 200: json('Available', z.object({ available: z.literal(true) })) },
});

const requireSignedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  c.header('cache-control', 'private, no-store');
  await next();
};

export function registerPaymentRoutes(app: ApiApp) {
  for (const path of ['/reservation/order/pay', '/paymentExternal/validate', '/payments']) app.use(path, requireSignedIn);
  // Providers call the webhooks without a session: their signature is their credential.
  app.use('/payments/*', async (c, next) => (c.req.path.startsWith('/api/payments/webhooks/') ? next() : requireSignedIn(c, next)));
  app.openapi(payRoute, async (c) => c.json(await startPayment(c.var.deps, requireUser(c).id, c.req.valid('json')), 200));
  app.openapi(validateRoute, async (c) => c.json(await validatePayment(c.var.deps, requireUser(c).id, c.req.valid('json')), 200));
  // Before /payments/{id}, which would otherwise take "cards" for a payment id.
  registerSavedCardRoutes(app);
  app.openapi(listRoute, async (c) => c.json(await listOwnPayments(c.var.deps.db, requireUser(c).id, c.req.valid('query').orderId), 200));
  app.openapi(getRoute, async (c) => c.json(await getOwnPayment(c.var.deps.db, requireUser(c).id, c.req.valid('param').id), 200));
  // The raw body, as Stripe signed it: parsing and re-serialising would break the signature.
  app.openapi(webhookRoute, async (c) => c.json(await receiveWebhook(c.var.deps, c.req.valid('param').provider, await c.req.text(), c.req.raw.headers), 200));
  app.openapi(mobileMoneyPingRoute, (c) => c.json({ available: true as const }, 200));
}
