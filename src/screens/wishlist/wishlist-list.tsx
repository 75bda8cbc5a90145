import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFavorites } from '@/features/favorites/api/get-favorites';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { RestaurantCard } from '@/features/restaurants/components/restaurant-card';
import { listPhotoLoading } from '@/features/restaurants/model/list-photo-loading';
import { ROUTES } from '@/lib/routes';
import { mediaUp, theme } from '@/styles/theme';
import { PlainList } from '@/components/ui/plain-list';

const Count = styled.p`
  color: ${theme.color.inkMuted};
  font-weight: ${theme.fontWeight.medium};
`;

const Grid = styled(PlainList).attrs({ $gap: 'lg' })`
  ${mediaUp('sm')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mediaUp('lg')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.sm};
  padding: ${theme.space.xl};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceAlt};
  h2 { font-size: ${theme.fontSize.xl}; }
  p { color: ${theme.color.inkMuted}; margin-block-end: ${theme.space.xs}; }
`;

const Failed = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.sm};
`;

/**
 * A heart tapped here removes its card, and the focused button with it: focus moves to the count
 * (which also announces the new number), or to the empty state after the last one, rather than
 * falling back to the top of the page.
 */
function useFocusAfterRemoval(count: number | undefined) {
  const countRef = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  const previous = useRef(count);
  useEffect(() => {
    const wasRemoved = previous.current !== undefined && count !== undefined && count < previous.current;
    previous.current = count;
    if (wasRemoved && (document.activeElement === document.body || document.activeElement === null)) countRef.current?.focus();
  }, [count]);
  return countRef;
}

/** The signed-in diner's favourites as restaurant cards, each with its heart to remove it. */
export function WishlistList() {
  const { t } = useTranslation('favorites');
  const { locale = 'fr' } = useRouter();
  const { data, isPending, isError, refetch } = useFavorites(locale, true);
  const countRef = useFocusAfterRemoval(data?.items.length);
  if (isPending) return <Skeleton count={3} height="18rem" />;
  if (isError && !data) {
    return (
      <Failed>
        <p role="alert">{t('loadError')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </Failed>
    );
  }
  if (data.items.length === 0) {
    return (
      <Empty>
        <h2 ref={countRef} tabIndex={-1}>
          {t('empty.title')}
        </h2>
        <p>{t('empty.body')}</p>
        <ButtonLink href={ROUTES.restaurant}>{t('empty.cta')}</ButtonLink>
      </Empty>
    );
  }
  return (
    <>
      <Count ref={countRef} tabIndex={-1} role="status">
        {t('count', { count: data.items.length })}
      </Count>
      <Grid aria-label={t('listLabel')}>
        {data.items.map((favorite, index) => (
          <li key={favorite.id}>
            <RestaurantCard restaurant={favorite.restaurant} locale={locale} photoLoading={listPhotoLoading(index)} action={<FavoriteToggle restaurant={favorite.restaurant} />} />
          </li>
        ))}
      </Grid>
    </>
  );
}
