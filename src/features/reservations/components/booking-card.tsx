import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TReservation } from '@/contracts/reservation-contract';
import { DETAIL_ROUTES } from '@/lib/routes';
import { formatBookingDateTime } from '../model/booking-dates';
import { StatusBadge } from './status-badge';
import { photoSrcSet } from '@/lib/images/responsive-image';
import { theme } from '@/styles/theme';

const Card = styled(Link)`
  display: grid;
  grid-template-columns: 7rem 1fr;
  gap: ${theme.space.md};
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  color: inherit;
  text-decoration: none;
  &:hover h3 { color: ${theme.color.brand}; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Photo = styled.img`
  inline-size: 7rem;
  block-size: 7rem;
  object-fit: cover;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  align-content: center;
  min-inline-size: 0;
  h3 { font-size: ${theme.fontSize.lg}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  p { color: ${theme.color.inkMuted}; }
`;

/** One booking in My bookings: photo, restaurant, local date and time, party and status. */
export function BookingCard({ reservation }: { reservation: TReservation }) {
  const { t } = useTranslation('reservations');
  const { locale = 'fr' } = useRouter();
  const when = formatBookingDateTime(reservation.startsAt, reservation.restaurant.timeZone, locale);
  return (
    <Card href={DETAIL_ROUTES.booking(reservation.id)} data-testid="booking-card">
      {reservation.restaurant.imageUrl ? <Photo src={reservation.restaurant.imageUrl} srcSet={photoSrcSet(reservation.restaurant.imageUrl)} sizes="112px" alt="" width={112} height={112} /> : <Photo as="span" />}
      <Body>
        <h3>{reservation.restaurant.name}</h3>
        <p>{t('summary.whenValue', { date: when.date, time: when.time })}</p>
        <p>{t('form.guestsCount', { count: reservation.guests })}</p>
        <div>
          <StatusBadge status={reservation.status} />
        </div>
      </Body>
    </Card>
  );
}
