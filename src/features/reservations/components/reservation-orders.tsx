import type { TReservationOrder } from '@/contracts/reservation-contract';
import { OrderLines } from './order-lines';

/** Each order of a booking (the pre-order, then any dishes added later) with its lines and total. */
export function ReservationOrders({ orders }: { orders: readonly TReservationOrder[] }) {
  return (
    <>
      {orders.map((order) => (
        <OrderLines
          key={order.id}
          lines={order.lines.map((line) => ({ id: line.id, name: line.dishName, quantity: line.quantity, options: line.options.map((option) => option.name), total: line.total }))}
          total={order.total}
        />
      ))}
    </>
  );
}
