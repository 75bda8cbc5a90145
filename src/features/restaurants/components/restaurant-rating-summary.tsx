import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TRestaurantDetail } from '@/contracts/restaurant-contract';
import { formatRating } from '@/lib/format/format-rating';
import { mediaUp, theme } from '@/styles/theme';
import { buildRatingBars } from '../model/rating-bars';

const Summary = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceAlt};
  ${mediaUp('sm')} { grid-template-columns: auto 1fr; align-items: center; }
`;

const Average = styled.p`
  display: grid;
  justify-items: start;
  gap: ${theme.space.xxs};
  min-inline-size: 9rem;
`;

const Figure = styled.span`
  font-family: ${theme.font.display};
  font-size: 3rem;
  line-height: 1;
  font-weight: ${theme.fontWeight.bold};
`;

const Stars = styled.span`
  color: ${theme.color.brand};
  letter-spacing: 0.1em;
`;

const Count = styled.span`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const Bars = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
`;

const Bar = styled.li`
  display: grid;
  grid-template-columns: 2.5rem 1fr 2rem;
  align-items: center;
  gap: ${theme.space.sm};
  font-size: ${theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
  span:last-child { text-align: end; color: ${theme.color.inkMuted}; }
`;

const Track = styled.span`
  block-size: 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.border};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  block-size: 100%;
  border-radius: inherit;
  background: ${theme.color.brand};
`;

/** Average rating, number of reviews and how they spread over 1 to 5 stars. */
export function RestaurantRatingSummary({ rating }: { rating: TRestaurantDetail['rating'] }) {
  const { t } = useTranslation('restaurant');
  const { locale = 'fr' } = useRouter();
  const rounded = Math.round(rating.average);
  return (
    <Summary>
      <Average>
        <Figure>{formatRating(rating.average, locale)}</Figure>
        <Stars role="img" aria-label={t('rating.outOfFive', { rating: formatRating(rating.average, locale) })}>
          {'★'.repeat(rounded)}
          {'☆'.repeat(5 - rounded)}
        </Stars>
        <Count>{t('rating.count', { count: rating.count })}</Count>
      </Average>
      <Bars aria-label={t('rating.distribution')}>
        {buildRatingBars(rating.distribution).map((bar) => (
          <Bar key={bar.stars} aria-label={t('rating.bar', { stars: bar.stars, count: bar.count })}>
            <span aria-hidden="true">{t('rating.stars', { stars: bar.stars })}</span>
            <Track aria-hidden="true">
              <Fill style={{ inlineSize: `${Math.round(bar.share * 100)}%` }} />
            </Track>
            <span aria-hidden="true">{bar.count}</span>
          </Bar>
        ))}
      </Bars>
    </Summary>
  );
}
