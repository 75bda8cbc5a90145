import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TRestaurantSummary } from '@/contracts/restaurant-contract';
import { ROUTES } from '@/lib/routes';
import { mediaUp, theme } from '@/styles/theme';
import { FEATURED_RESTAURANTS_FILTER, useRestaurants } from '../api/get-restaurants';
import { RestaurantCard } from './restaurant-card';

const Section = styled.section`
  max-inline-size: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${theme.space.xl} ${theme.space.md} 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-block-end: ${theme.space.md};
`;

const Title = styled.h2`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xxl};
`;

const SeeAll = styled(Link)`
  color: ${theme.color.brand};
  font-weight: ${theme.fontWeight.bold};
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  /* A phone swipes through the selection instead of scrolling past eight tall cards. */
  grid-auto-flow: column;
  grid-auto-columns: 82%;
  overflow-x: auto;
  scroll-snap-type: inline mandatory;
  padding-block-end: ${theme.space.sm};
  & > * { scroll-snap-align: start; }
  ${mediaUp('sm')} { grid-auto-flow: row; grid-auto-columns: auto; overflow-x: visible; grid-template-columns: repeat(2, 1fr); }
  ${mediaUp('lg')} { grid-template-columns: repeat(4, 1fr); }
`;

const Notice = styled.p`
  color: ${theme.color.inkMuted};
`;

interface FeaturedRestaurantsProps {
  locale: string;
  /** A control over each card's photo (the favourite heart), given by the screen. */
  renderCardAction?: (restaurant: TRestaurantSummary) => ReactNode;
}

export function FeaturedRestaurants({ locale, renderCardAction }: FeaturedRestaurantsProps) {
  const { t } = useTranslation('home');
  const { data, isError } = useRestaurants(FEATURED_RESTAURANTS_FILTER, locale);
  return (
    <Section aria-labelledby="featured-title">
      <Head>
        <Title id="featured-title">{t('featured.title')}</Title>
        <SeeAll href={ROUTES.restaurant}>{t('featured.all')}</SeeAll>
      </Head>
      {isError && <Notice role="alert">{t('featured.error')}</Notice>}
      {data && data.items.length === 0 && <Notice>{t('featured.empty')}</Notice>}
      {/* Below the hero and the search form on every screen size: no photo here is the first paint, so all load lazily. */}
      <Grid>
        {data?.items.map((restaurant) => <RestaurantCard key={restaurant.id} restaurant={restaurant} locale={locale} action={renderCardAction?.(restaurant)} />)}
      </Grid>
    </Section>
  );
}
