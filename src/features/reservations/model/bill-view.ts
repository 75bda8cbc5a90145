import type { TReservation, TReservationOrder } from '@/contracts/reservation-contract';

export interface BillView {
  /** Orders with dishes, in the order they were placed. */
  orders: readonly TReservationOrder[];
  /** Several orders (or a cancelled one) are told apart by when they were placed. */
  showsOrderHeadings: boolean;
  /** Each order's own sum, worth showing only when more than one charge makes up the total. */
  showsSubtotals: boolean;
  /** The one grand total: whenever something is charged. */
  showsTotal: boolean;
}

/** How a booking's bill reads: every order, the event's places, one total; the amounts themselves are the server's. */
export function describeBill(reservation: Pick<TReservation, 'orders' | 'totals'>): BillView {
  const orders = reservation.orders.filter((order) => order.lines.length > 0);
  const counted = orders.filter((order) => order.status !== 'cancelled');
  // An offer's discount is a line of its own: the total then sums more than one thing.
  const charges = counted.length + (reservation.totals.event ? 1 : 0) + (reservation.totals.discount.amount > 0 ? 1 : 0);
  return {
    orders,
    showsOrderHeadings: orders.length > 1 || orders.some((order) => order.status === 'cancelled'),
    showsSubtotals: charges > 1,
    showsTotal: charges > 0,
  };
}
