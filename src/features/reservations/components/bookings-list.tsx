import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ROUTES } from '@/lib/routes';
import { useReservations } from '../api/get-reservations';
import type { TReservationsWhen } from '../api/reservations-keys';
import { Notice } from './booking-styles';
import { BookingCard } from './booking-card';
import { PlainList } from '@/components/ui/plain-list';
import { theme } from '@/styles/theme';

const Grid = styled(PlainList)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
`;

const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.md};
  padding-block: ${theme.space.xl};
`;

/** One tab's bookings, ten at a time with "load more". */
export function BookingsList({ when }: { when: TReservationsWhen }) {
  const { t } = useTranslation('reservations');
  const query = useReservations(when);
  if (query.isPending) return <Skeleton count={3} height="8rem" />;
  if (query.isError) return <Notice $tone="danger" role="alert">{t('errors.generic')}</Notice>;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Empty>
        <p>{t(`list.empty.${when}`)}</p>
        <ButtonLink href={ROUTES.restaurant}>{t('checkout.findTable')}</ButtonLink>
      </Empty>
    );
  }
  return (
    <>
      <Grid>
        {items.map((reservation) => (
          <li key={reservation.id}>
            <BookingCard reservation={reservation} />
          </li>
        ))}
      </Grid>
      {query.hasNextPage && (
        <Button variant="secondary" onClick={() => void query.fetchNextPage()} isLoading={query.isFetchingNextPage}>
          {t('list.more')}
        </Button>
      )}
    </>
  );
}
