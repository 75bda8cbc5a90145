import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { TReservation } from '@/contracts/reservation-contract';
import { formatBookingDateTime } from '../model/booking-dates';
import { Notice } from './booking-styles';

export interface BookingChange {
  kind: 'moved' | 'cancelled';
  /** The booking as the server answered the change. */
  reservation: TReservation;
  /** A confirmed booking's change is e-mailed to the diner; a draft's is not. */
  isMailed: boolean;
}

/**
 * What the last change did, in a live region that is in the page before anything is said in it
 * (so screen readers announce the message), the new time on the restaurant's clock.
 */
export function ChangeStatus({ change }: { change: BookingChange | null }) {
  const { t } = useTranslation('reservations');
  const { locale = 'fr' } = useRouter();
  let text: string | null = null;
  if (change) {
    const when = formatBookingDateTime(change.reservation.startsAt, change.reservation.restaurant.timeZone, locale);
    const done = change.kind === 'moved' ? t('detail.moved', { date: when.date, time: when.time }) : t('detail.cancelledNow');
    text = change.isMailed ? `${done} ${t('detail.mailSent')}` : done;
  }
  return (
    <div role="status" data-testid="change-status">
      {text && <Notice>{text}</Notice>}
    </div>
  );
}
