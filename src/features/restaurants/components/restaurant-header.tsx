import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TRestaurantDetail } from '@/contracts/restaurant-contract';
import { formatRating } from '@/lib/format/format-rating';
import { mediaUp, theme } from '@/styles/theme';
import { Chip, ChipList } from './restaurant-chips';

const Header = styled.header`
  display: grid;
  gap: ${theme.space.sm};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.sm};
  & > h1 { flex: 1 1 16rem; min-inline-size: 0; }
`;

const Name = styled.h1`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.display};
  line-height: ${theme.lineHeight.tight};
  letter-spacing: -0.01em;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xxs} ${theme.space.sm};
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.md};
  ${mediaUp('md')} { font-size: ${theme.fontSize.lg}; }
`;

const Dot = styled.span`
  color: ${theme.color.inkSubtle};
`;

const PriceLevel = styled.span`
  letter-spacing: 0.08em;
  font-weight: ${theme.fontWeight.bold};
  color: ${theme.color.ink};
`;

const RatingLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  color: ${theme.color.ink};
  font-weight: ${theme.fontWeight.bold};
  text-underline-offset: 3px;
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Star = styled.span`
  color: ${theme.color.brand};
`;

const SERVICE_KEYS = ['booking', 'takeAway', 'delivery'] as const;

/** Name, cuisine, place, price level, rating and what the restaurant offers; `action` (the favourite heart) beside the name. */
export function RestaurantHeader({ restaurant, action }: { restaurant: TRestaurantDetail; action?: ReactNode }) {
  const { t } = useTranslation('restaurant');
  const { locale = 'fr' } = useRouter();
  const place = restaurant.district ? `${restaurant.district}, ${restaurant.cityName}` : restaurant.cityName;
  const services = SERVICE_KEYS.filter((key) => restaurant.services[key]);
  return (
    <Header>
      <TitleRow>
        <Name>{restaurant.name}</Name>
        {action}
      </TitleRow>
      <Meta>
        <span>{restaurant.cuisine}</span>
        <Dot aria-hidden="true">·</Dot>
        <span>{place}</span>
        <Dot aria-hidden="true">·</Dot>
        <PriceLevel title={t(`priceLevel.${restaurant.priceLevel}`)}>
          <span aria-hidden="true">{'F'.repeat(restaurant.priceLevel)}</span>
          <span className="visually-hidden">{t(`priceLevel.${restaurant.priceLevel}`)}</span>
        </PriceLevel>
        {restaurant.rating.count > 0 && (
          <>
            <Dot aria-hidden="true">·</Dot>
            <RatingLink href="#reviews">
              <Star aria-hidden="true">★</Star>
              {t('rating.short', { rating: formatRating(restaurant.rating.average, locale), count: restaurant.rating.count })}
            </RatingLink>
          </>
        )}
      </Meta>
      {(services.length > 0 || restaurant.dietaryTags.length > 0) && (
        <ChipList aria-label={t('services.label')}>
          {services.map((key) => (
            <Chip key={key}>
              <span aria-hidden="true">✓</span>
              {t(`services.${key}`)}
            </Chip>
          ))}
          {restaurant.dietaryTags.map((tag) => (
            <Chip key={tag} $tone="diet">
              {t(`dietary.${tag}`, { defaultValue: tag })}
            </Chip>
          ))}
        </ChipList>
      )}
    </Header>
  );
}
