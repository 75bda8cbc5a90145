import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TReservation } from '@/contracts/reservation-contract';
import { theme } from '@/styles/theme';

const Card = styled.section`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  h2 { font-size: ${theme.fontSize.xl}; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  dt { color: ${theme.color.inkMuted}; }
  dd { margin: 0; font-weight: ${theme.fontWeight.medium}; }
`;

type TBookingTable = NonNullable<TReservation['table']>;

/** The table the restaurant holds for the booking: its name, how many it seats, and where (the restaurant's own word: "Terrasse", "Salle"). */
export function BookingTable({ table }: { table: TBookingTable }) {
  const { t } = useTranslation('reservations');
  return (
    <Card aria-labelledby="booking-table-title" data-testid="booking-table">
      <h2 id="booking-table-title">{t('table.title')}</h2>
      <Facts>
        <dt>{t('table.name')}</dt>
        <dd>{table.name}</dd>
        <dt>{t('table.seats')}</dt>
        <dd>{t('table.seatsValue', { count: table.seats })}</dd>
        {table.area && (
          <>
            <dt>{t('table.area')}</dt>
            <dd>{table.area}</dd>
          </>
        )}
      </Facts>
    </Card>
  );
}
