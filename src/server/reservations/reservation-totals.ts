import type { TReservation, TReservationOrder, TReservationTotals } from '@/contracts/reservation-contract';

export interface EventPrice {
  title: string;
  priceAmount: number;
  currency: string;
}

/**
 * What a booking comes to: an event's per-person price times the party, plus every order that is
 * not cancelled (a draft's pre-order counts: it is what confirming would place), less what the
 * booking's offer takes off its orders. A cancelled booking comes to nothing. Every amount is in
 * the restaurant's currency; a charge in another one is a broken catalogue, never summed.
 */
export function computeTotals(reservation: Pick<TReservation, 'status' | 'guests'>, currency: string, event: EventPrice | null, orders: readonly TReservationOrder[]): TReservationTotals {
  const money = (amount: number) => ({ amount, currency });
  const isCancelled = reservation.status === 'cancelled';
  const counted = orders.filter((order) => order.status !== 'cancelled');
  for (const charge of [...counted.map((order) => order.total.currency), ...(event ? [event.currency] : [])]) {
    if (charge !== currency) throw new Error(`A booking charge is in ${charge}, its restaurant’s currency is ${currency}`);
  }
  const eventCharge = event && !isCancelled ? { title: event.title, unitPrice: money(event.priceAmount), quantity: reservation.guests, total: money(event.priceAmount * reservation.guests) } : null;
  const dishes = counted.reduce((sum, order) => sum + order.subtotal.amount, 0);
  const discount = counted.reduce((sum, order) => sum + order.discount.amount, 0);
  return { event: eventCharge, dishes: money(dishes), discount: money(discount), total: money(dishes - discount + (eventCharge?.total.amount ?? 0)) };
}
