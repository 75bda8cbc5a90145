import { localized, type ContentLocale } from '@/contracts/locale-contract';
import { ZDeliveryAddressSnapshot, type TAppliedDiscount, type TOrder, type TOrderSummary, type TStaffOrder } from '@/contracts/order-contract';
import type { LineRow, OrderRow, StepRow } from './order-read-repository';
import { toOrderLineView } from '@/server/reservations/order-line-view';
import { dinerCanCancel, nextStatuses } from './order-transitions';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function toDiscount(row: OrderRow, locale: ContentLocale): TAppliedDiscount | null {
  if (row.userCouponId) return { kind: 'coupon', id: row.userCouponId, code: row.couponCode, title: localized(locale, row.couponTitleFr, row.couponTitleEn) ?? '' };
  if (row.offerId !== null && row.discountAmount > 0) return { kind: 'offer', id: String(row.offerId), code: row.offerCode, title: localized(locale, row.offerTitleFr, row.offerTitleEn) ?? '' };
  return null;
}

const totalsOf = (row: OrderRow) => {
  const money = (amount: number) => ({ amount, currency: row.currency });
  return { subtotal: money(row.subtotalAmount), discount: money(row.discountAmount), deliveryFee: money(row.deliveryFeeAmount), total: money(row.totalAmount) };
};

const restaurantOf = (row: OrderRow) => ({
  id: row.restaurantId, name: row.restaurantName, address: row.restaurantAddress, phone: row.restaurantPhone, timeZone: row.timeZone, imageUrl: row.restaurantImageUrl,
});

export function toOrder(row: OrderRow, lines: LineRow[], steps: StepRow[], locale: ContentLocale): TOrder {
  const snapshot = row.deliverySnapshot ? ZDeliveryAddressSnapshot.safeParse(row.deliverySnapshot) : null;
  return {
    id: row.id, type: row.type, status: row.status, restaurant: restaurantOf(row),
    lines: lines.filter((line) => line.orderId === row.id).map(toOrderLineView),
    totals: totalsOf(row), special: row.special, isAsap: row.isAsap, readyAt: isoOrNull(row.pickupAt),
    discount: toDiscount(row, locale),
    delivery: snapshot?.success ? { address: snapshot.data, distanceMeters: row.deliveryDistance, fee: totalsOf(row).deliveryFee } : null,
    steps: steps.filter((step) => step.orderId === row.id).map((step) => ({ status: step.status, at: iso(step.at), reason: step.reason })),
    cancelReason: row.cancelReason, createdAt: iso(row.createdAt), placedAt: isoOrNull(row.placedAt),
    canCancel: dinerCanCancel(row.status),
  };
}

export const toOrderSummary = (row: OrderRow): TOrderSummary => ({
  id: row.id, type: row.type, status: row.status, restaurant: restaurantOf(row), totals: totalsOf(row), readyAt: isoOrNull(row.pickupAt),
  createdAt: iso(row.createdAt), placedAt: isoOrNull(row.placedAt), itemCount: row.itemCount,
});

export function toStaffOrder(row: OrderRow, lines: LineRow[], steps: StepRow[], locale: ContentLocale): TStaffOrder {
  const { canCancel: _diner, ...order } = toOrder(row, lines, steps, locale);
  return { ...order, customer: { firstName: row.customerFirstName, phone: row.customerPhone }, nextStatuses: nextStatuses(row.type, row.status) };
}
