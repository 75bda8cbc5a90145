import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { TRestaurantSummary } from '@/contracts/restaurant-contract';
import { formatRating } from '@/lib/format/format-rating';

const Card = styled.article`
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  display: flex;
  flex-direction: column;
`;

const Photo = styled.img`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${({ theme }) => theme.color.border};
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Rating = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

export function RestaurantCard({ restaurant, locale }: { restaurant: TRestaurantSummary; locale: string }) {
  const { t } = useTranslation('common');
  const price = '•'.repeat(restaurant.priceLevel);
  return (
    <Card aria-labelledby={`restaurant-${restaurant.id}-name`}>
      {restaurant.coverImage && (
        <Photo src={restaurant.coverImage.thumbnailUrl} alt={restaurant.coverImage.alt} loading="lazy" width={400} height={300} />
      )}
      <Body>
        <Name id={`restaurant-${restaurant.id}-name`}>{restaurant.name}</Name>
        <Meta>
          {restaurant.cuisine} · {restaurant.cityName}
          {restaurant.district ? `, ${restaurant.district}` : ''} · <span aria-label={t('restaurant.priceLevel', { level: restaurant.priceLevel })}>{price}</span>
        </Meta>
        {restaurant.ratingCount > 0 && (
          <Rating>
            {t('restaurant.rating', { rating: formatRating(restaurant.ratingAverage, locale), count: restaurant.ratingCount })}
          </Rating>
        )}
      </Body>
    </Card>
  );
}
