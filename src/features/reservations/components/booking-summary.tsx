import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TReservation } from '@/contracts/reservation-contract';
import { mediaUp, theme } from '@/styles/theme';
import { formatBookingDateTime } from '../model/booking-dates';
import { StatusBadge } from './status-badge';
import { photoSrcSet } from '@/lib/images/responsive-image';

const Card = styled.article`
  display: grid;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  ${mediaUp('md')} { grid-template-columns: 2fr 3fr; }
`;

const Photo = styled.img`
  inline-size: 100%;
  block-size: 100%;
  min-block-size: 12rem;
  max-block-size: 20rem;
  object-fit: cover;
  background: ${theme.color.surfaceAlt};
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  align-content: start;
  h2 { font-family: ${theme.font.display}; font-size: ${theme.fontSize.xxl}; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  dt { color: ${theme.color.inkMuted}; }
  dd { margin: 0; font-weight: ${theme.fontWeight.medium}; }
`;

/** Who, where and when of a booking, the time on the restaurant's clock; `showTable` false where the table has its own block. */
export function BookingSummary({ reservation, showStatus = true, showTable = true }: { reservation: TReservation; showStatus?: boolean; showTable?: boolean }) {
  const { t } = useTranslation('reservations');
  const { locale = 'fr' } = useRouter();
  const { restaurant, table, event } = reservation;
  const when = formatBookingDateTime(reservation.startsAt, restaurant.timeZone, locale);
  return (
    <Card data-testid="booking-summary">
      {restaurant.imageUrl && <Photo src={restaurant.imageUrl} srcSet={photoSrcSet(restaurant.imageUrl)} sizes="(min-width: 768px) 640px, 100vw" alt="" width={640} height={420} />}
      <Body>
        {showStatus && <StatusBadge status={reservation.status} />}
        <h2>{restaurant.name}</h2>
        <Facts>
          <dt>{t('summary.address')}</dt>
          <dd>{restaurant.address.includes(restaurant.city) ? restaurant.address : `${restaurant.address}, ${restaurant.city}`}</dd>
          {event && (
            <>
              <dt>{t('summary.event')}</dt>
              <dd>{event.title}</dd>
            </>
          )}
          <dt>{t('summary.when')}</dt>
          <dd data-testid="booking-when">{t('summary.whenValue', { date: when.date, time: when.time })}</dd>
          <dt>{t('summary.guests')}</dt>
          <dd>{t('form.guestsCount', { count: reservation.guests })}</dd>
          {table && showTable && (
            <>
              <dt>{t('summary.table')}</dt>
              <dd>{table.area ? t('summary.tableInArea', { name: table.name, area: table.area }) : table.name}</dd>
            </>
          )}
          {reservation.occasion && (
            <>
              <dt>{t('summary.occasion')}</dt>
              <dd>{t(`occasion.${reservation.occasion}`)}</dd>
            </>
          )}
          {reservation.specialRequest && (
            <>
              <dt>{t('summary.special')}</dt>
              <dd>{reservation.specialRequest}</dd>
            </>
          )}
        </Facts>
      </Body>
    </Card>
  );
}
