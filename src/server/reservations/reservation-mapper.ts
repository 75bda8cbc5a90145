import type { TReservation, TReservationOrder } from '@/contracts/reservation-contract';
import { localized, type ContentLocale } from '@/contracts/locale-contract';
import type { LineRow, OrderRow, ReservationRow } from './reservation-read-repository';
import { toPolicy } from './reservation-policy';
import { toOrderLineView } from './order-line-view';
import { computeTotals } from './reservation-totals';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function toOrder(order: OrderRow, lines: LineRow[]): TReservationOrder {
  const money = (amount: number) => ({ amount, currency: order.currency });
  return {
    id: order.id,
    type: order.type,
    status: order.status,
    special: order.special,
    subtotal: money(order.subtotalAmount),
    discount: money(order.discountAmount),
    total: money(order.totalAmount),
    createdAt: iso(order.createdAt),
    lines: lines.map((line) => ({ id: line.id, ...toOrderLineView(line) })),
  };
}

export function toReservation(row: ReservationRow, orders: OrderRow[], lines: LineRow[], locale: ContentLocale, now: Date, viewerId: string): TReservation {
  const mapped = orders.map((order) => toOrder(order, lines.filter((line) => line.orderId === order.id)));
  const eventTitle = localized(locale, row.eventTitleFr, row.eventTitleEn) ?? '';
  const eventPrice = row.eventId === null || row.eventPriceAmount === null ? null : { title: eventTitle, priceAmount: row.eventPriceAmount, currency: row.eventCurrency ?? row.currency };
  return {
    id: row.id,
    status: row.status,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    guests: row.guests,
    occasion: row.occasion as TReservation['occasion'],
    specialRequest: row.specialRequest,
    expireDate: isoOrNull(row.expireDate),
    eventId: row.eventId,
    offerId: row.offerId,
    createdAt: iso(row.createdAt),
    restaurant: { id: row.restaurantId, name: row.restaurantName, address: row.address, city: row.city, timeZone: row.timeZone, currency: row.currency, imageUrl: row.imageUrl },
    table: row.tableId === null ? null : { id: row.tableId, name: row.tableName ?? '', area: row.tableArea, seats: row.tableSeats ?? 0 },
    event: row.eventId === null ? null : { id: row.eventId, title: eventTitle, startsAt: isoOrNull(row.eventStartsAt) ?? '' },
    policy: toPolicy(row, now),
    viewerRole: row.userId === viewerId ? 'host' : 'guest',
    orders: mapped,
    totals: computeTotals(row, row.currency, eventPrice, mapped),
    additionals: [],
    delivery: null,
  };
}
