import { sql } from 'drizzle-orm';
import { call, type TestContext } from '../support/test-app';
import { rows } from '../reservations/booking-fixtures';
import { createOrder, line, placedOrder, takeAway, type OrderRestaurant } from '../orders/order-fixtures';
import { readMailbox } from '../support/mailbox';

export const pay = (ctx: TestContext, token: string | undefined, body: unknown) => call(ctx, 'POST', '/api/reservation/order/pay', { token, body });
export const validate = (ctx: TestContext, token: string | undefined, body: unknown) => call(ctx, 'POST', '/api/paymentExternal/validate', { token, body });
export const listPayments = (ctx: TestContext, token: string | undefined) => call(ctx, 'GET', '/api/payments', { token });
export const getPayment = (ctx: TestContext, token: string | undefined, id: string) => call(ctx, 'GET', `/api/payments/${id}`, { token });
export const markPaid = (ctx: TestContext, token: string | undefined, orderId: string, body?: unknown) => call(ctx, 'POST', `/api/manager/orders/${orderId}/paid`, { token, body });
export const postStripeWebhook = (ctx: TestContext, event: { payload: string; header: string }) =>
  call(ctx, 'POST', '/api/payments/webhooks/stripe', { rawBody: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.header } });

/** A placed take-away order of `count` portions of `dishId`, at `ctx`'s clock. */
export const placedTakeAway = (ctx: TestContext, token: string, restaurant: OrderRestaurant, dishId: number, count = 1) =>
  placedOrder(ctx, token, takeAway(restaurant, [line(dishId, count)]));

export async function draftTakeAway(ctx: TestContext, token: string, restaurant: OrderRestaurant, dishId: number): Promise<string> {
  const created = await createOrder(ctx, token, takeAway(restaurant, [line(dishId)]));
  if (created.status !== 201) throw new Error(`order failed: ${created.status} ${created.text}`);
  return created.json.id as string;
}

export interface StoredPayment {
  id: string;
  status: string;
  provider: string;
  providerRef: string | null;
  amount: number;
  currency: string;
  method: string;
  receiptSentAt: Date | null;
}

export const paymentsOf = (ctx: TestContext, orderId: string) =>
  rows<StoredPayment>(ctx, sql`select id, status, provider, provider_ref as "providerRef", amount, currency, method, receipt_sent_at as "receiptSentAt"
    from payments where order_id = ${orderId}::uuid order by created_at`);

export async function orderTotalOf(ctx: TestContext, orderId: string): Promise<{ amount: number; currency: string }> {
  const [row] = await rows<{ amount: number; currency: string }>(ctx, sql`select total_amount as amount, currency from orders where id = ${orderId}::uuid`);
  return row!;
}

export const webhookEventsOf = (ctx: TestContext) => rows<{ eventId: string }>(ctx, sql`select event_id as "eventId" from payment_webhook_events order by received_at`);

/** The receipts in the mailbox for `email`. */
export async function receiptsFor(ctx: TestContext, email: string) {
  return (await readMailbox(ctx.mailDir)).filter((mail) => mail.to === email && /reçu|receipt/i.test(mail.subject));
}

export async function acceptProviders(ctx: TestContext, restaurantId: number, providers: string[]) {
  await ctx.database.db.execute(sql`update restaurants set accepted_payment_providers = ${`{${providers.join(',')}}`}::text[] where id = ${restaurantId}`);
}
