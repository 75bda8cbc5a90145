import { z } from 'zod';
import { ZMoney } from './common-contract';
import { ZInstant, ZPositiveInt } from './input-guards';
import { MAX_CANCEL_REASON_LENGTH, MAX_ORDER_LINES, ORDER_LIST_SCOPES, ORDER_PROBLEM_CODES, ORDER_STATUSES, STANDALONE_ORDER_TYPES } from './order-limits';
import { ZDraftDish, ZOrderLineOption } from './reservation-contract';
import { MAX_SPECIAL_LENGTH } from './reservation-limits';

/** A dish line as the client sends it: strict, so a tampered price or total is refused, never silently dropped. */
export const ZOrderDish = ZDraftDish.strict();

/** When the diner wants the order: as soon as the kitchen can, or at a chosen instant (UTC on the wire). */
export const ZOrderTiming = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('asap') }).strict(),
  z.object({ mode: z.literal('scheduled'), at: ZInstant }).strict(),
]);

/**
 * A take-away or delivery order as the client asks for it: dishes by id with their options, never a
 * price, a total or a currency (the server prices everything). `couponCode` is an offer's public code
 * or one of the diner's own reward-coupon codes; at most one of offerId and couponCode.
 */
export const ZOrderRequest = z
  .object({
    restaurantId: ZPositiveInt,
    type: z.enum(STANDALONE_ORDER_TYPES),
    dishes: z.array(ZOrderDish).min(1).max(MAX_ORDER_LINES),
    timing: ZOrderTiming,
    addressId: z.uuid().nullish().describe('Required for DELIVERY: one of the diner’s addresses, with a map pin'),
    offerId: ZPositiveInt.nullish(),
    couponCode: z.string().trim().min(3).max(32).nullish(),
    special: z.string().trim().max(MAX_SPECIAL_LENGTH).nullish(),
  })
  .strict()
  .refine((body) => !(body.offerId && body.couponCode), { message: 'Give an offer or a coupon code, not both', path: ['couponCode'] });

/** PATCH /reservation/order/{id}: change a draft order before placing it (the same fields, any subset). */
export const ZUpdateOrderRequest = z
  .object({
    dishes: z.array(ZOrderDish).min(1).max(MAX_ORDER_LINES).optional(),
    timing: ZOrderTiming.optional(),
    addressId: z.uuid().nullable().optional(),
    offerId: ZPositiveInt.nullable().optional(),
    couponCode: z.string().trim().min(3).max(32).nullable().optional(),
    special: z.string().trim().max(MAX_SPECIAL_LENGTH).nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });

export const ZOrderProblem = z.object({
  code: z.enum(ORDER_PROBLEM_CODES),
  message: z.string().describe('English, for logs and API users; the UI shows t(`ordering:problems.<code>`)'),
  details: z.record(z.string(), z.unknown()).optional(),
});

export const ZOrderLine = z.object({
  draftId: z.string().nullable(),
  dishId: z.number().int(),
  dishName: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: ZMoney.describe('The dish’s price, without options'),
  options: z.array(ZOrderLineOption),
  total: ZMoney.describe('(unit price + options) × quantity'),
});

export const ZOrderTotals = z.object({
  subtotal: ZMoney,
  discount: ZMoney.describe('What the offer or coupon takes off (a positive amount)'),
  deliveryFee: ZMoney,
  total: ZMoney.describe('subtotal − discount + delivery fee, never below the fee'),
});

export const ZAppliedDiscount = z.object({
  kind: z.enum(['offer', 'coupon']),
  id: z.string().describe('The offer’s id, or the user coupon’s id'),
  code: z.string().nullable(),
  title: z.string(),
});

export const ZDeliveryQuote = z.object({
  addressId: z.uuid(),
  distanceMeters: z.number().int(),
  radiusMeters: z.number().int(),
  fee: ZMoney,
});

/** POST /reservation/order/checkOrder: the server's lines and totals, and every problem found (ok = none). */
export const ZOrderCheck = z.object({
  ok: z.boolean(),
  restaurantId: z.number().int(),
  type: z.enum(STANDALONE_ORDER_TYPES),
  currency: z.string().length(3),
  lines: z.array(ZOrderLine),
  totals: ZOrderTotals,
  readyAt: z.string().nullable().describe('When the order will be ready (take-away) or delivered; null if the time is refused'),
  discount: ZAppliedDiscount.nullable(),
  delivery: ZDeliveryQuote.nullable(),
  problems: z.array(ZOrderProblem),
});

export const ZOrderStep = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  reason: z.string().nullable(),
});

export const ZDeliveryAddressSnapshot = z.object({
  label: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  district: z.string().nullable(),
  cityName: z.string(),
  landmark: z.string().nullable(),
  phone: z.string().nullable(),
  instructions: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});

/** GET /reservation/order/{id}: a take-away or delivery order, for its diner only. */
export const ZOrder = z.object({
  id: z.uuid(),
  type: z.enum(STANDALONE_ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  restaurant: z.object({ id: z.number().int(), name: z.string(), address: z.string(), phone: z.string().nullable(), timeZone: z.string(), imageUrl: z.string().nullable() }),
  lines: z.array(ZOrderLine),
  totals: ZOrderTotals,
  special: z.string().nullable(),
  isAsap: z.boolean(),
  readyAt: z.string().nullable(),
  discount: ZAppliedDiscount.nullable(),
  delivery: z.object({ address: ZDeliveryAddressSnapshot, distanceMeters: z.number().int().nullable(), fee: ZMoney }).nullable(),
  steps: z.array(ZOrderStep).describe('Each status the order reached, oldest first'),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  placedAt: z.string().nullable(),
  canCancel: z.boolean().describe('The diner may cancel until the restaurant accepts'),
});

export const ZOrderListQuery = z
  .object({
    scope: z.enum(ORDER_LIST_SCOPES).default('all'),
    limit: z.coerce.number().int().min(1).max(50).default(20),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .strict();

export const ZOrderSummary = ZOrder.pick({ id: true, type: true, status: true, restaurant: true, totals: true, readyAt: true, createdAt: true, placedAt: true }).extend({
  itemCount: z.number().int(),
});

export const ZOrderList = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int(), items: z.array(ZOrderSummary) });

export const ZCancelOrderRequest = z.object({ reason: z.string().trim().min(1).max(MAX_CANCEL_REASON_LENGTH).optional() }).strict();

// ---------- the restaurant's side (/manager) ----------

/** Moves a staff member may make; `cancelled` needs a reason. */
export const ZOrderTransitionRequest = z
  .object({
    status: z.enum(['accepted', 'preparing', 'ready', 'out_for_delivery', 'completed', 'cancelled']),
    reason: z.string().trim().min(1).max(MAX_CANCEL_REASON_LENGTH).optional(),
  })
  .strict()
  .refine((body) => body.status !== 'cancelled' || Boolean(body.reason), { message: 'A cancellation needs a reason', path: ['reason'] });

export const ZStaffOrder = ZOrder.omit({ canCancel: true }).extend({
  customer: z.object({ firstName: z.string().nullable(), phone: z.string().nullable() }),
  nextStatuses: z.array(z.enum(ORDER_STATUSES)).describe('Where staff may move it from here'),
});

export const ZStaffOrderList = z.object({ restaurantId: z.number().int(), date: z.string(), items: z.array(ZStaffOrder) });

export const ZStaffDayQuery = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().describe('The restaurant’s local date; today by default') }).strict();

export const ZStaffBooking = z.object({
  id: z.uuid(),
  status: z.enum(['confirmed', 'completed', 'no_show', 'cancelled']),
  startsAt: z.string(),
  guests: z.number().int(),
  customer: z.object({ firstName: z.string().nullable(), phone: z.string().nullable() }),
  table: z.object({ id: z.number().int(), name: z.string(), area: z.string().nullable(), seats: z.number().int() }).nullable(),
  specialRequest: z.string().nullable(),
});

export const ZStaffBookingList = z.object({ restaurantId: z.number().int(), date: z.string(), items: z.array(ZStaffBooking) });

/** POST /manager/reservations/{id}/attendance: honoured (earns points) or no-show, once the booking has started. */
export const ZAttendanceRequest = z.object({ outcome: z.enum(['honoured', 'no_show']) }).strict();

export const ZStaffRestaurants = z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.enum(['manager', 'staff']), timeZone: z.string() })) });

export type TOrderTiming = z.infer<typeof ZOrderTiming>;
export type TOrderRequest = z.infer<typeof ZOrderRequest>;
export type TOrderRequestInput = z.input<typeof ZOrderRequest>;
export type TUpdateOrderRequest = z.infer<typeof ZUpdateOrderRequest>;
export type TOrderProblem = z.infer<typeof ZOrderProblem>;
export type TOrderLine = z.infer<typeof ZOrderLine>;
export type TOrderTotals = z.infer<typeof ZOrderTotals>;
export type TAppliedDiscount = z.infer<typeof ZAppliedDiscount>;
export type TDeliveryQuote = z.infer<typeof ZDeliveryQuote>;
export type TOrderCheck = z.infer<typeof ZOrderCheck>;
export type TOrderStep = z.infer<typeof ZOrderStep>;
export type TDeliveryAddressSnapshot = z.infer<typeof ZDeliveryAddressSnapshot>;
export type TOrder = z.infer<typeof ZOrder>;
export type TOrderListQuery = z.input<typeof ZOrderListQuery>;
export type TOrderSummary = z.infer<typeof ZOrderSummary>;
export type TOrderList = z.infer<typeof ZOrderList>;
export type TCancelOrderRequest = z.infer<typeof ZCancelOrderRequest>;
export type TOrderTransitionRequest = z.infer<typeof ZOrderTransitionRequest>;
export type TStaffOrder = z.infer<typeof ZStaffOrder>;
export type TStaffOrderList = z.infer<typeof ZStaffOrderList>;
export type TStaffBooking = z.infer<typeof ZStaffBooking>;
export type TStaffBookingList = z.infer<typeof ZStaffBookingList>;
export type TAttendanceRequest = z.infer<typeof ZAttendanceRequest>;
export type TStaffRestaurants = z.infer<typeof ZStaffRestaurants>;
