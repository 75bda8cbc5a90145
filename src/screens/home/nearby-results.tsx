import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Skeleton } from '@/components/ui/skeleton';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { RestaurantCard } from '@/features/restaurants/components/restaurant-card';
import { useRestaurantSearchResults } from '@/features/search/api/get-restaurant-search';
import type { TPosition } from '@/features/search/hooks/use-current-position';
import { EMPTY_SEARCH } from '@/features/search/model/search-params';
import { mediaUp, theme } from '@/styles/theme';
import { NEARBY_COUNT, NearbyNotice } from './nearby-notice';

const Grid = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${mediaUp('sm')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mediaUp('lg')} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

/** The restaurants nearest a position the diner gave; loaded once they have given one. */
export function NearbyResults({ position, locale }: { position: TPosition; locale: string }) {
  const { t } = useTranslation('home');
  const state = { ...EMPTY_SEARCH, lat: position.lat, lng: position.lng, sort: 'distance' as const };
  const { data, isError, isFetching } = useRestaurantSearchResults(state, locale, { pageSize: NEARBY_COUNT });
  return (
    <>
      {isError && <NearbyNotice role="alert">{t('nearby.error')}</NearbyNotice>}
      {isFetching && !data && <Skeleton count={NEARBY_COUNT} height="18rem" />}
      {data && (
        <Grid>
          {data.items.map((item) => (
            <RestaurantCard key={item.id} restaurant={item} locale={locale} distanceKm={item.distanceKm} action={<FavoriteToggle restaurant={item} />} />
          ))}
        </Grid>
      )}
    </>
  );
}
