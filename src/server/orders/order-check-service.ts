import type { ContentLocale } from '@/contracts/locale-contract';
import type { TDeliveryAddressSnapshot, TDeliveryQuote, TOrderCheck, TOrderLine, TOrderProblem, TOrderRequest } from '@/contracts/order-contract';
import type { Queryable } from '@/server/db/client';
import { findOwnAddress } from '@/server/addresses/address-repository';
import { findRemainingPortions, remainingOf, toLimitedNeeds, type PortionNeed } from '@/server/dish-stock/dish-stock-service';
import { inspectOrderLines } from '@/server/reservations/order-lines';
import { toOrderLineView } from '@/server/reservations/order-line-view';
import type { NewLine } from '@/server/reservations/order-repository';
import { deliveryFeeFor, haversineMeters } from './delivery-zone';
import { findDishLabels, findOpeningAt, findOrderingRestaurant, type OrderingRestaurant } from './order-check-repository';
import { quoteOrderDiscount, type OrderDiscountScope } from './order-discount';
import { problem } from './order-problem';
import { checkTiming, requestedReadyAt } from './order-timing';

/** What the address rules found: the snapshot a rider needs and the fee, when the address is deliverable. */
export interface DeliveryPlan {
  addressId: string;
  snapshot: TDeliveryAddressSnapshot;
  distanceMeters: number;
  feeAmount: number;
  quote: TDeliveryQuote;
}

/** checkOrder's answer plus what storing or placing the order needs. */
export interface OrderPlan {
  check: TOrderCheck;
  restaurant: OrderingRestaurant | null;
  lines: NewLine[];
  needs: PortionNeed[];
  serviceDate: string;
  readyAt: Date | null;
  delivery: DeliveryPlan | null;
  discountScope: OrderDiscountScope | null;
}

export interface PlanContext {
  userId: string;
  now: Date;
  locale: ContentLocale;
  /** The stored order being checked again (PATCH, place), so its own use of an offer does not count against it. */
  orderId?: string;
}

const DEFAULT_CURRENCY = 'XOF';

function emptyCheck(input: TOrderRequest, currency: string, problems: TOrderProblem[]): TOrderCheck {
  const zero = { amount: 0, currency };
  return { ok: false, restaurantId: input.restaurantId, type: input.type, currency, lines: [], totals: { subtotal: zero, discount: zero, deliveryFee: zero, total: zero }, readyAt: null, discount: null, delivery: null, problems };
}

async function checkStock(db: Queryable, needs: PortionNeed[], now: Date): Promise<TOrderProblem[]> {
  const limited = toLimitedNeeds(needs);
  const remaining = await findRemainingPortions(db, limited, now);
  return limited.flatMap((need) => {
    const left = remainingOf(remaining, need) ?? Number.POSITIVE_INFINITY;
    return need.quantity > left ? [problem('dish_sold_out', `Only ${left} portion(s) left of dish ${need.dishId}`, { dishId: need.dishId, remaining: left, requested: need.quantity })] : [];
  });
}

/** DELIVERY only: the diner's own address, pinned on the map, within the restaurant's last fee band. */
async function planDelivery(db: Queryable, userId: string, restaurant: OrderingRestaurant, addressId: string | null | undefined, currency: string): Promise<DeliveryPlan | TOrderProblem> {
  if (!addressId) return problem('address_required', 'A delivery needs one of your addresses');
  const address = await findOwnAddress(db, userId, addressId);
  if (!address) return problem('address_not_found', 'This address is not one of yours', { addressId });
  if (address.latitude === null || address.longitude === null) return problem('address_without_position', 'Place this address on the map so the rider can find it', { addressId });
  const position = { latitude: Number(address.latitude), longitude: Number(address.longitude) };
  const distanceMeters = haversineMeters(restaurant, position);
  const fee = deliveryFeeFor(restaurant.deliveryFeeBands, distanceMeters);
  if (!fee.inZone) {
    const message = fee.radiusMeters === 0 ? 'This restaurant has no delivery zone yet' : `This address is ${distanceMeters} m away; the restaurant delivers up to ${fee.radiusMeters} m`;
    return problem('address_out_of_zone', message, { distanceMeters, radiusMeters: fee.radiusMeters });
  }
  const snapshot: TDeliveryAddressSnapshot = {
    label: address.label, line1: address.line1, line2: address.line2, district: address.district, cityName: address.cityName,
    landmark: address.landmark, phone: address.phone, instructions: address.instructions, ...position,
  };
  const quote = { addressId, distanceMeters, radiusMeters: fee.radiusMeters, fee: { amount: fee.feeAmount, currency } };
  return { addressId, snapshot, distanceMeters, feeAmount: fee.feeAmount, quote };
}

function toLine(line: NewLine, names: Map<number, { name: string; imageUrl: string | null }>): TOrderLine {
  return toOrderLineView({ ...line, dishName: names.get(line.dishId)?.name ?? '', imageUrl: names.get(line.dishId)?.imageUrl ?? null });
}

/** The lines priced by the server, with what is wrong with them: not offered, bad options, another currency, too few portions left that day. */
async function planLines(db: Queryable, input: TOrderRequest, restaurant: OrderingRestaurant, serviceDate: string, context: PlanContext) {
  const inspected = await inspectOrderLines(db, input.dishes, { restaurantId: restaurant.id, eventId: null, serviceDate }, context.locale);
  const problems = inspected.problems.map((line) => problem(line.kind, line.message, line.details));
  for (const line of inspected.lines.filter((candidate) => candidate.currency !== restaurant.currency)) {
    problems.push(problem('currency_mismatch', `Dish ${line.dishId} is priced in ${line.currency}, the restaurant in ${restaurant.currency}`, { dishId: line.dishId }));
  }
  problems.push(...(await checkStock(db, inspected.needs, context.now)));
  const names = new Map((await findDishLabels(db, inspected.lines.map((line) => line.dishId))).map((row) => [row.id, row]));
  return { ...inspected, problems, priced: inspected.lines.map((line) => toLine(line, names)) };
}

/**
 * SPEC §5 validation of a take-away or delivery order, done by the server: every problem is
 * collected with its code (none = ok); the server prices the lines, the delivery and the discount.
 */
export async function planOrder(db: Queryable, input: TOrderRequest, context: PlanContext): Promise<OrderPlan> {
  const { userId, now, locale } = context;
  const restaurant = await findOrderingRestaurant(db, input.restaurantId);
  const none = { lines: [], needs: [], serviceDate: '', readyAt: null, delivery: null, discountScope: null };
  if (!restaurant) return { ...none, restaurant, check: emptyCheck(input, DEFAULT_CURRENCY, [problem('restaurant_not_found', `Restaurant ${input.restaurantId} not found`)]) };
  const currency = restaurant.currency;
  const problems: TOrderProblem[] = [];
  const offered = input.type === 'TAKE_AWAY' ? restaurant.offersTakeAway : restaurant.offersDelivery;
  if (!offered) problems.push(problem('order_type_not_offered', `This restaurant does not offer ${input.type === 'TAKE_AWAY' ? 'take-away' : 'delivery'}`, { type: input.type }));

  const opening = await findOpeningAt(db, restaurant.id, requestedReadyAt(input.timing, now, restaurant.prepMinutes));
  const timing = checkTiming({ timing: input.timing, now, prepMinutes: restaurant.prepMinutes, isOpenAtReadyTime: opening.isOpen });
  problems.push(...timing.problems);

  const inspected = await planLines(db, input, restaurant, opening.serviceDate, context);
  problems.push(...inspected.problems);

  let delivery: DeliveryPlan | null = null;
  if (input.type === 'DELIVERY') {
    const planned = await planDelivery(db, userId, restaurant, input.addressId, currency);
    if ('code' in planned) problems.push(planned);
    else delivery = planned;
  }

  const discountScope: OrderDiscountScope = {
    userId, restaurantId: restaurant.id, orderType: input.type, subtotalAmount: inspected.subtotalAmount, currency,
    offerId: input.offerId ?? null, couponCode: input.couponCode ?? null, now, locale,
  };
  const quote = await quoteOrderDiscount(db, discountScope, context.orderId ?? null);
  problems.push(...quote.problems);
  const discountAmount = Math.min(Math.max(quote.discountAmount, 0), inspected.subtotalAmount);
  const feeAmount = delivery?.feeAmount ?? 0;

  const money = (amount: number) => ({ amount, currency });
  const check: TOrderCheck = {
    ok: problems.length === 0, restaurantId: restaurant.id, type: input.type, currency, lines: inspected.priced,
    totals: { subtotal: money(inspected.subtotalAmount), discount: money(discountAmount), deliveryFee: money(feeAmount), total: money(inspected.subtotalAmount - discountAmount + feeAmount) },
    readyAt: timing.readyAt?.toISOString() ?? null, discount: quote.applied, delivery: delivery?.quote ?? null, problems,
  };
  return { check, restaurant, lines: inspected.lines, needs: inspected.needs, serviceDate: opening.serviceDate, readyAt: timing.readyAt, delivery, discountScope };
}
