import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { mediaUp } from '@/styles/theme';
import { FEATURED_RESTAURANTS_FILTER, useRestaurants } from '../api/get-restaurants';
import { RestaurantCard } from './restaurant-card';

const Section = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} 0`};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xxl};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  ${mediaUp('sm')} { grid-template-columns: repeat(2, 1fr); }
  ${mediaUp('lg')} { grid-template-columns: repeat(4, 1fr); }
`;

const Notice = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
`;

export function FeaturedRestaurants({ locale }: { locale: string }) {
  const { t } = useTranslation('home');
  const { data, isError } = useRestaurants(FEATURED_RESTAURANTS_FILTER, locale);
  return (
    <Section aria-labelledby="featured-title">
      <Title id="featured-title">{t('featured.title')}</Title>
      {isError && <Notice role="alert">{t('featured.error')}</Notice>}
      {data && data.items.length === 0 && <Notice>{t('featured.empty')}</Notice>}
      <Grid>
        {data?.items.map((restaurant) => <RestaurantCard key={restaurant.id} restaurant={restaurant} locale={locale} />)}
      </Grid>
    </Section>
  );
}
