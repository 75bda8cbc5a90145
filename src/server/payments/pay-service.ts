import type { TPayNext, TPayStart } from '@/contracts/payment-contract';
import type { TPaymentMethod } from '@/contracts/payment-limits';
import type { z } from 'zod';
import type { ZPayRequest } from '@/contracts/payment-contract';
import type { PaymentAdapter } from '@/server/adapters/payments/payment-adapter';
import type { Tx } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { AppError } from '@/lib/errors/app-error';
import { conflict, notFound } from '@/server/http/app-error-factory';
import { unprocessable } from '@/server/reservations/booking-errors';
import { providerFailed, providerNotOffered } from './payment-errors';
import { toPayment } from './payment-mapper';
import { applyTransition } from './payment-transition';
import { resolveCardOptions } from './saved-cards-service';
import {
  claimOpening, countOrderPayments, findActivePayment, findPaymentById, findRecipient, insertPayment, lockPayableOrder, releaseOpening, setProviderRef, type PayableOrder, type PaymentRow,
} from './payment-repository';

type PayInput = z.output<typeof ZPayRequest>;

/** Placed and not finished or cancelled: what a diner may pay online (a draft is not an order yet). */
const PAYABLE_STATUSES = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery'];

function methodFor(adapter: PaymentAdapter, asked: TPaymentMethod | undefined): TPaymentMethod {
  const method = asked ?? adapter.methods[0]!;
  if (!adapter.methods.includes(method)) throw unprocessable('payment_method_unavailable', `${adapter.provider} does not take ${method}`, { method });
  return method;
}

function checkPayable(order: PayableOrder | null, input: PayInput, adapter: PaymentAdapter | undefined): { order: PayableOrder; adapter: PaymentAdapter } {
  if (!order) throw notFound('Order');
  if (!PAYABLE_STATUSES.includes(order.status)) throw conflict('order_not_payable', `A ${order.status} order cannot be paid`, { status: order.status });
  if (!adapter || !order.acceptedProviders.includes(input.provider)) throw providerNotOffered(input.provider);
  return { order, adapter };
}

/**
 * Under the order's row lock, the order's one live payment: the existing one (a double click, a
 * second tab, a retry) or a new pending one for the order's total at this moment. An untouched
 * on-site intention gives way when the diner chooses to pay online; an online payment under way
 * does not (409): the diner finishes or abandons it first.
 */
async function claimPayment(tx: Tx, userId: string, input: PayInput, adapters: AppDeps['payments']): Promise<{ payment: PaymentRow; adapter: PaymentAdapter }> {
  const { order, adapter } = checkPayable(await lockPayableOrder(tx, input.orderId, userId), input, adapters[input.provider]);
  const method = methodFor(adapter, input.method);
  const active = await findActivePayment(tx, order.id);
  if (active && active.provider === input.provider) return { payment: active, adapter };
  if (active && (active.provider !== 'on_site' || active.status !== 'pending')) {
    throw conflict('payment_in_progress', 'This order already has a payment under way', { paymentId: active.id, provider: active.provider, status: active.status });
  }
  if (active) await applyTransition(tx, active, 'cancelled');
  const attempt = (await countOrderPayments(tx, order.id)) + 1;
  const id = await insertPayment(tx, {
    userId, orderId: order.id, reservationId: order.reservationId, provider: input.provider, method,
    amount: order.totalAmount, currency: order.currency, idempotencyKey: `order:${order.id}:${attempt}`,
  });
  return { payment: (await findPaymentById(tx, id))!, adapter };
}

type ProviderCreate = Omit<Parameters<PaymentAdapter['create']>[0], 'existingRef'>;

/** The provider's page for the diner, from its answer or, when asked again without it, as stored the first time. */
function withKnownUrl(next: TPayNext, stored: string | null): TPayNext {
  if (next.kind !== 'mobile_money' || next.paymentUrl || !stored) return next;
  return { ...next, paymentUrl: stored };
}

const nextUrlOf = (next: TPayNext) => (next.kind === 'mobile_money' ? (next.paymentUrl ?? null) : null);

/** How long a request may take to open a payment at its provider before another may try (longer than CinetPay's timeout). */
export const OPENING_CLAIM_MS = 30_000;
/** How often a request waiting for another's opening looks for the reference. */
const OPENING_POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks the provider for this payment's next step. The first time (no reference yet) one request,
 * on whichever app instance, claims the opening in the payment's row; overlapping requests wait for
 * its reference and then ask again with it, instead of opening a second transaction that nobody
 * would find. No database connection is held while the provider answers.
 */
async function createAtProvider(deps: AppDeps, adapter: PaymentAdapter, payment: PaymentRow, request: ProviderCreate) {
  const deadline = Date.now() + OPENING_CLAIM_MS + OPENING_POLL_MS;
  for (let current: PaymentRow | null = payment; current; current = await findPaymentById(deps.db, payment.id)) {
    if (current.providerRef) return createAgain(deps, adapter, current, request);
    if (await claimOpening(deps.db, current.id, OPENING_CLAIM_MS)) return openAtProvider(deps, adapter, current, request);
    // startPayment answers it as the provider's failure (502): the diner may try again.
    if (Date.now() > deadline) throw new Error('another request is still opening this payment');
    await sleep(OPENING_POLL_MS);
  }
  throw notFound('Payment');
}

/**
 * The claimed first create: the reference and the provider's page (which CinetPay gives only now)
 * are stored together. A refusal by the adapter itself (4xx, nothing opened at the provider) fails
 * the payment and frees the order; any other failure gives the claim back for the retry.
 */
async function openAtProvider(deps: AppDeps, adapter: PaymentAdapter, payment: PaymentRow, request: ProviderCreate) {
  let created;
  try {
    created = await adapter.create({ ...request, existingRef: null });
  } catch (error) {
    await deps.db.transaction(async (tx) => {
      const locked = await findPaymentById(tx, payment.id, { lock: true });
      if (locked && !locked.providerRef && error instanceof AppError && (error.statusCode ?? 500) < 500) await applyTransition(tx, locked, 'failed', error.code);
      await releaseOpening(tx, payment.id);
    });
    throw error;
  }
  await recordProviderAnswer(deps, payment.id, created);
  return created;
}

/** The provider's answer on the locked payment: its reference and page the first time, and the state it reports. */
async function recordProviderAnswer(deps: AppDeps, paymentId: string, created: Awaited<ReturnType<PaymentAdapter['create']>>) {
  await deps.db.transaction(async (tx) => {
    const locked = await findPaymentById(tx, paymentId, { lock: true });
    if (!locked) return;
    if (!locked.providerRef) await setProviderRef(tx, paymentId, created.providerRef, nextUrlOf(created.next));
    await applyTransition(tx, locked, created.status, created.failureReason ?? null);
  });
}

/** A payment already opened at the provider: its state and next step again, never a second charge. */
async function createAgain(deps: AppDeps, adapter: PaymentAdapter, payment: PaymentRow, request: ProviderCreate) {
  const created = await adapter.create({ ...request, existingRef: payment.providerRef });
  await recordProviderAnswer(deps, payment.id, created);
  return { ...created, next: withKnownUrl(created.next, payment.nextUrl) };
}

/**
 * POST /reservation/order/pay. The payment row is claimed first (one per order, under the order's
 * lock), then the provider is asked with the payment's own idempotency key: a retry after a
 * timeout asks again with the same key and gets the same PaymentIntent, never a second charge.
 * The amount is the payment's, i.e. the order's server total when it was claimed. A card may be
 * kept for next time (`saveCard`) or be one kept before (`savedCardId`).
 */
export async function startPayment(deps: AppDeps, userId: string, input: PayInput): Promise<TPayStart> {
  // A saved card that is not the diner's is refused before any payment is claimed for it.
  const card = await resolveCardOptions(deps, userId, input);
  const { payment, adapter } = await deps.db.transaction((tx) => claimPayment(tx, userId, input, deps.payments));
  const recipient = await findRecipient(deps.db, userId);
  let created;
  try {
    created = await createAtProvider(deps, adapter, payment, {
      paymentId: payment.id, idempotencyKey: payment.idempotencyKey,
      amount: payment.amount, currency: payment.currency, method: payment.method,
      description: `Tablée — ${payment.restaurantName}`,
      customer: { email: recipient?.email ?? null, phone: input.phone ?? null },
      card,
    });
  } catch (error) {
    // The adapter refused this payment itself: createAtProvider failed it, and the diner hears why.
    if (error instanceof AppError && (error.statusCode ?? 500) < 500 && !payment.providerRef) throw error;
    deps.logger.error({ err: error, paymentId: payment.id, provider: adapter.provider }, 'payment provider create failed');
    throw providerFailed(adapter.provider, error);
  }
  return { payment: toPayment((await findPaymentById(deps.db, payment.id))!), next: created.next };
}
