import { useTranslation } from '@/lib/i18n/use-translation';
import { PlainList } from '@/components/ui/plain-list';
import { Skeleton } from '@/components/ui/skeleton';
import { useManagerBookings } from '../api/manager-bookings';
import { OrderNotice } from './order-styles';
import { StaffBookingRow } from './staff-booking-row';

/** "Today's bookings" of one restaurant, by time. */
export function StaffBookingsSection({ restaurantId, date, timeZone }: { restaurantId: number; date: string; timeZone: string }) {
  const { t } = useTranslation('manager');
  const query = useManagerBookings(restaurantId, date);
  return (
    <>
      <h2 id="staff-bookings-title">{t('bookings.title')}</h2>
      {query.isPending && <Skeleton count={2} height="4rem" />}
      {query.isError && (
        <OrderNotice $tone="danger" role="alert">
          {t('loadError')}
        </OrderNotice>
      )}
      {query.data && query.data.items.length === 0 && <p>{t('bookings.empty')}</p>}
      {query.data && query.data.items.length > 0 && (
        <PlainList $gap="xxs">
          {query.data.items.map((booking) => (
            <li key={booking.id}>
              <StaffBookingRow booking={booking} timeZone={timeZone} />
            </li>
          ))}
        </PlainList>
      )}
    </>
  );
}
