import { sql } from 'drizzle-orm';
import type { TPaymentMethod, TPaymentProvider, TPaymentStatus } from '@/contracts/payment-limits';
import type { Queryable } from '@/server/db/client';
import { rowsOf } from '@/server/search/raw-rows';

/** An order as paying needs it, row-locked: concurrent pay calls for one order queue here. */
export interface PayableOrder {
  id: string;
  userId: string;
  restaurantId: number;
  reservationId: string | null;
  status: string;
  totalAmount: number;
  currency: string;
  restaurantName: string;
  acceptedProviders: string[];
}

export interface PaymentRow {
  id: string;
  userId: string;
  orderId: string | null;
  reservationId: string | null;
  restaurantId: number;
  restaurantName: string;
  restaurantTimeZone: string;
  provider: TPaymentProvider;
  providerRef: string | null;
  /** The provider's page for this payment (mobile money's counter), when it gave one. */
  nextUrl: string | null;
  method: TPaymentMethod;
  amount: number;
  currency: string;
  status: TPaymentStatus;
  idempotencyKey: string;
  failureReason: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  receiptSentAt: Date | string | null;
}

const paymentColumns = sql`p.id, p.user_id as "userId", p.order_id as "orderId", coalesce(p.reservation_id, o.reservation_id) as "reservationId",
  r.id as "restaurantId", r.name as "restaurantName", r.time_zone as "restaurantTimeZone", p.provider, p.provider_ref as "providerRef", p.next_url as "nextUrl", p.method, p.amount, p.currency, p.status,
  p.idempotency_key as "idempotencyKey", p.failure_reason as "failureReason", p.created_at as "createdAt", p.updated_at as "updatedAt",
  p.receipt_sent_at as "receiptSentAt"`;

/** Payments reach their restaurant through the order (take-away, delivery, booking pre-order) or the reservation. */
const paymentFrom = sql`from payments p
  left join orders o on o.id = p.order_id
  left join reservations rv on rv.id = coalesce(p.reservation_id, o.reservation_id)
  join restaurants r on r.id = coalesce(o.restaurant_id, rv.restaurant_id)`;

/** Row-locks the diner's own order (none for anybody else's: a 404, never a 403). */
export async function lockPayableOrder(tx: Queryable, orderId: string, userId: string | null): Promise<PayableOrder | null> {
  const owner = userId ? sql`and o.user_id = ${userId}::uuid` : sql``;
  const [row] = rowsOf<PayableOrder>(
    await tx.execute(sql`select o.id, o.user_id as "userId", o.restaurant_id as "restaurantId", o.reservation_id as "reservationId", o.status,
        o.total_amount as "totalAmount", o.currency, r.name as "restaurantName", r.accepted_payment_providers as "acceptedProviders"
      from orders o join restaurants r on r.id = o.restaurant_id
      where o.id = ${orderId}::uuid ${owner} for update of o`),
  );
  return row ?? null;
}

/** The order's live payment (pending, authorized or paid): at most one, by payments_order_active_uq. */
export async function findActivePayment(db: Queryable, orderId: string, options: { lock?: boolean } = {}): Promise<PaymentRow | null> {
  const lock = options.lock ? sql`for update of p` : sql``;
  const [row] = rowsOf<PaymentRow>(await db.execute(sql`select ${paymentColumns} ${paymentFrom}
    where p.order_id = ${orderId}::uuid and p.status in ('pending', 'authorized', 'paid') ${lock}`));
  return row ?? null;
}

export async function countOrderPayments(db: Queryable, orderId: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(await db.execute(sql`select count(*)::int as count from payments where order_id = ${orderId}::uuid`));
  return row?.count ?? 0;
}

export interface NewPayment {
  userId: string;
  orderId: string;
  reservationId: string | null;
  provider: TPaymentProvider;
  method: TPaymentMethod;
  amount: number;
  currency: string;
  idempotencyKey: string;
  status?: TPaymentStatus;
}

export async function insertPayment(tx: Queryable, payment: NewPayment): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into payments (user_id, order_id, reservation_id, provider, method, amount, currency, idempotency_key, status)
      values (${payment.userId}::uuid, ${payment.orderId}::uuid, ${payment.reservationId}::uuid, ${payment.provider}, ${payment.method},
        ${payment.amount}, ${payment.currency}, ${payment.idempotencyKey}, ${payment.status ?? 'pending'})
      returning id`),
  );
  return row!.id;
}

export async function findPaymentById(db: Queryable, paymentId: string, options: { userId?: string; lock?: boolean } = {}): Promise<PaymentRow | null> {
  const owner = options.userId ? sql`and p.user_id = ${options.userId}::uuid` : sql``;
  const lock = options.lock ? sql`for update of p` : sql``;
  const [row] = rowsOf<PaymentRow>(await db.execute(sql`select ${paymentColumns} ${paymentFrom} where p.id = ${paymentId}::uuid ${owner} ${lock}`));
  return row ?? null;
}

export async function findPaymentByProviderRef(db: Queryable, provider: TPaymentProvider, providerRef: string, options: { lock?: boolean } = {}): Promise<PaymentRow | null> {
  const lock = options.lock ? sql`for update of p` : sql``;
  const [row] = rowsOf<PaymentRow>(await db.execute(sql`select ${paymentColumns} ${paymentFrom}
    where p.provider = ${provider} and p.provider_ref = ${providerRef} ${lock}`));
  return row ?? null;
}

/** The diner's payments, newest first (a diner has tens, not thousands: one bounded page). */
export async function findOwnPayments(db: Queryable, userId: string, limit: number, orderId?: string): Promise<PaymentRow[]> {
  const ofOrder = orderId ? sql`and p.order_id = ${orderId}::uuid` : sql``;
  return rowsOf<PaymentRow>(await db.execute(sql`select ${paymentColumns} ${paymentFrom}
    where p.user_id = ${userId}::uuid ${ofOrder} order by p.created_at desc, p.id desc limit ${limit}`));
}

/** Records the provider's reference the first time it is known (a replayed create answers the same one). */
export async function setProviderRef(db: Queryable, paymentId: string, providerRef: string, nextUrl: string | null = null) {
  await db.execute(sql`update payments set provider_ref = ${providerRef}, next_url = ${nextUrl}, opening_until = null, updated_at = now()
    where id = ${paymentId}::uuid and provider_ref is null`);
}

/**
 * Claims the opening of a payment at its provider for `forMs`: true for the one request that may ask
 * the provider; false while the payment has its reference or another request holds the claim.
 */
export async function claimOpening(db: Queryable, paymentId: string, forMs: number): Promise<boolean> {
  const claimed = rowsOf<{ id: string }>(await db.execute(sql`update payments set opening_until = now() + ${forMs} * interval '1 millisecond'
    where id = ${paymentId}::uuid and provider_ref is null and (opening_until is null or opening_until <= now()) returning id`));
  return claimed.length === 1;
}

/** Gives the claim back when the provider could not open the payment, so a retry need not wait. */
export async function releaseOpening(db: Queryable, paymentId: string) {
  await db.execute(sql`update payments set opening_until = null where id = ${paymentId}::uuid and provider_ref is null`);
}

export async function setPaymentStatus(db: Queryable, paymentId: string, status: TPaymentStatus, failureReason: string | null) {
  await db.execute(sql`update payments set status = ${status}, failure_reason = coalesce(${failureReason}, failure_reason), updated_at = now()
    where id = ${paymentId}::uuid`);
}

export async function setFailureReason(db: Queryable, paymentId: string, failureReason: string) {
  await db.execute(sql`update payments set failure_reason = ${failureReason}, updated_at = now() where id = ${paymentId}::uuid`);
}

/** Claims the receipt: true for exactly one caller, however many webhooks and returns race to send it. */
export async function claimReceipt(db: Queryable, paymentId: string, now: Date): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(await db.execute(sql`update payments set receipt_sent_at = ${now.toISOString()}::timestamptz
    where id = ${paymentId}::uuid and status = 'paid' and receipt_sent_at is null returning id`));
  return rows.length === 1;
}

/** Remembers a webhook event; false when it was seen already (a replay: nothing more to do). */
export async function recordWebhookEvent(tx: Queryable, provider: TPaymentProvider, eventId: string, paymentId: string | null): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(await tx.execute(sql`insert into payment_webhook_events (provider, event_id, payment_id)
    values (${provider}, ${eventId}, ${paymentId}::uuid) on conflict (provider, event_id) do nothing returning id`));
  return rows.length === 1;
}

export interface ReceiptRecipient {
  email: string;
  firstName: string | null;
  language: string;
}

export async function findRecipient(db: Queryable, userId: string): Promise<ReceiptRecipient | null> {
  const [row] = rowsOf<ReceiptRecipient>(await db.execute(sql`select u.email, u.first_name as "firstName", coalesce(s.language, 'fr') as language
    from users u left join user_settings s on s.user_id = u.id where u.id = ${userId}::uuid`));
  return row ?? null;
}

/** What the staff saw the diner pay with when they collected it at the counter or on delivery. */
export async function setPaymentMethod(db: Queryable, paymentId: string, method: TPaymentMethod) {
  await db.execute(sql`update payments set method = ${method}, updated_at = now() where id = ${paymentId}::uuid`);
}

/** The cancelled orders of a reservation that still hold a live payment (its pre-orders, cancelled with it). */
export async function findCancelledOrdersWithPayment(db: Queryable, reservationId: string): Promise<string[]> {
  const found = rowsOf<{ id: string }>(await db.execute(sql`select o.id from orders o
    where o.reservation_id = ${reservationId}::uuid and o.status = 'cancelled'
      and exists (select 1 from payments p where p.order_id = o.id and p.status in ('pending', 'authorized', 'paid'))`));
  return found.map((row) => row.id);
}
