import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TRestaurantSummary } from '@/contracts/restaurant-contract';
import { formatRating } from '@/lib/format/format-rating';

const Meta = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const PriceDots = styled.span`
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.05em;
`;

/** The unreached price levels: lighter than the reached ones, still AA-legible. */
const Faded = styled.span`
  color: ${({ theme }) => theme.color.inkSubtle};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
`;

const Services = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Service = styled.li`
  padding: ${({ theme }) => `2px ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.inkMuted};
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
