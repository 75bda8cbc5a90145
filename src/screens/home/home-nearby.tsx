import { useTranslation } from '@/lib/i18n/use-translation';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { RestaurantCard } from '@/features/restaurants/components/restaurant-card';
import { useRestaurantSearchResults } from '@/features/search/api/get-restaurant-search';
import { useCurrentPosition, type TPosition } from '@/features/search/hooks/use-current-position';
import { EMPTY_SEARCH } from '@/features/search/model/search-params';
import { mediaUp, theme } from '@/styles/theme';
import { HomeSection } from './home-section';

const Grid = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${mediaUp('sm')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mediaUp('lg')} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Notice = styled.p`
  color: ${theme.color.inkMuted};
`;

const NEARBY_COUNT = 4;

/** "Near me": the browser is asked for the position only when the diner taps the button, never on load. */
export function HomeNearby({ locale }: { locale: string }) {
  const { t } = useTranslation('home');
  const [position, setPosition] = useState<TPosition | null>(null);
  const { status, locate } = useCurrentPosition(setPosition);
  const state = { ...EMPTY_SEARCH, lat: position?.lat ?? null, lng: position?.lng ?? null, sort: 'distance' as const };
  const { data, isError, isFetching } = useRestaurantSearchResults(state, locale, { pageSize: NEARBY_COUNT, enabled: position !== null });
  const action = (
    <Button variant="secondary" onClick={locate} isLoading={status === 'locating'}>
      {t('nearby.button')}
    </Button>
  );
  return (
    <HomeSection id="nearby-title" title={t('nearby.title')} lead={t('nearby.lead')} action={action}>
      {(status === 'denied' || status === 'unavailable') && <Notice role="alert">{t(`nearby.${status}`)}</Notice>}
      {isError && <Notice role="alert">{t('nearby.error')}</Notice>}
      {position && isFetching && !data && <Skeleton count={NEARBY_COUNT} height="18rem" />}
      {data && (
        <Grid>
          {data.items.map((item) => (
            <RestaurantCard key={item.id} restaurant={item} locale={locale} distanceKm={item.distanceKm} action={<FavoriteToggle restaurant={item} />} />
          ))}
        </Grid>
      )}
    </HomeSection>
  );
}
