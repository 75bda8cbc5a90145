import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TReservation, TReservationOrder } from '@/contracts/reservation-contract';
import { describeBill } from '../model/bill-view';
import { formatBookingDateTime } from '../model/booking-dates';
import { BillLine, BillList, BillSum } from './bill-styles';
import { OrderLines } from './order-lines';
import { theme } from '@/styles/theme';

const Bill = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  h3 { font-size: ${theme.fontSize.md}; margin-block-end: ${theme.space.xs}; }
`;

const toLines = (order: TReservationOrder) =>
  order.lines.map((line) => ({ id: line.id, name: line.dishName, quantity: line.quantity, options: line.options.map((option) => option.name), total: line.total }));

function OrderHeading({ order, timeZone }: { order: TReservationOrder; timeZone: string }) {
  const { t } = useTranslation('reservations');
  const { locale = 'fr' } = useRouter();
  const placed = formatBookingDateTime(order.createdAt, timeZone, locale);
  const heading = t('bill.orderOf', { date: placed.date, time: placed.time });
  return <h3>{order.status === 'cancelled' ? t('bill.cancelledOrder', { order: heading }) : heading}</h3>;
}

/** A booking's bill as the server sums it: every order (each with its subtotal when there are several charges), the event's places, one total. */
export function BookingBill({ reservation }: { reservation: TReservation }) {
  const { t } = useTranslation('reservations');
  const view = describeBill(reservation);
  const { event, discount, total } = reservation.totals;
  return (
    <Bill data-testid="booking-bill">
      {view.orders.map((order) => (
        <div key={order.id}>
          {view.showsOrderHeadings && <OrderHeading order={order} timeZone={reservation.restaurant.timeZone} />}
          <OrderLines lines={toLines(order)} sum={view.showsSubtotals && order.status !== 'cancelled' ? { label: t('orders.subtotal'), money: order.subtotal } : undefined} />
        </div>
      ))}
      {view.orders.length === 0 && !event && <p>{t('orders.none')}</p>}
      {(event || view.showsTotal) && (
        <div>
          {event && (
            <BillList>
              <BillLine data-testid="event-charge">
                <span>
                  {event.title}
                  <small>
                    <Price money={event.unitPrice} /> {t('bill.perGuests', { count: event.quantity })}
                  </small>
                </span>
                <Price money={event.total} />
              </BillLine>
            </BillList>
          )}
          {discount.amount > 0 && (
            <BillList>
              <BillLine data-testid="booking-discount">
                <span>{t('bill.discount')}</span>
                <Price money={{ ...discount, amount: -discount.amount }} />
              </BillLine>
            </BillList>
          )}
          {view.showsTotal && (
            <BillSum $strong data-testid="booking-total">
              <span>{t('orders.total')}</span>
              <Price money={total} />
            </BillSum>
          )}
        </div>
      )}
    </Bill>
  );
}
