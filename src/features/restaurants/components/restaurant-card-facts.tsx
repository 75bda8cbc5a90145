import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TRestaurantSummary } from '@/contracts/restaurant-contract';
import { formatRating } from '@/lib/format/format-rating';
import { theme } from '@/styles/theme';

const Meta = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const PriceDots = styled.span`
  color: ${theme.color.ink};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: 0.05em;
`;

/** The unreached price levels: lighter than the reached ones, still AA-legible. */
const Faded = styled.span`
  color: ${theme.color.inkSubtle};
  font-weight: ${theme.fontWeight.regular};
`;

const Services = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Service = styled.li`
  padding: 2px ${theme.space.xs};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceAlt};
  border: 1px solid ${theme.color.border};
  font-size: ${theme.fontSize.xs};
  color: ${theme.color.inkMuted};
`;

const SERVICE_KEYS = [
  ['booking', 'restaurant.services.booking'],
  ['takeAway', 'restaurant.services.takeAway'],
  ['delivery', 'restaurant.services.delivery'],
] as const;

/** Cuisine, place, price level, distance and the services a restaurant offers. */
export function RestaurantCardFacts({ restaurant, locale, distanceKm }: { restaurant: TRestaurantSummary; locale: string; distanceKm?: number }) {
  const { t } = useTranslation('common');
  const place = restaurant.district ? `${restaurant.district}, ${restaurant.cityName}` : restaurant.cityName;
  const offered = SERVICE_KEYS.filter(([service]) => restaurant.services[service]);
  return (
    <>
      <Meta>
        {restaurant.cuisine} · {place} ·{' '}
        <PriceDots role="img" aria-label={t('restaurant.priceLevel', { level: restaurant.priceLevel })}>
          {'F'.repeat(restaurant.priceLevel)}
          <Faded>{'F'.repeat(4 - restaurant.priceLevel)}</Faded>
        </PriceDots>
        {distanceKm !== undefined && ` · ${t('restaurant.distance', { distance: formatRating(distanceKm, locale) })}`}
      </Meta>
      {offered.length > 0 && (
        <Services aria-label={t('restaurant.services.label')}>
          {offered.map(([service, key]) => (
            <Service key={service}>{t(key)}</Service>
          ))}
        </Services>
      )}
    </>
  );
}
