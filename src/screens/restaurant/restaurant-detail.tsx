import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { RouteIntro } from '@/components/layout/route-intro';
import type { TShareImage } from '@/contracts/event-contract';
import type { TRestaurantSummary } from '@/contracts/restaurant-contract';
import { DETAIL_ROUTES } from '@/lib/routes';
import { mediaUp } from '@/styles/theme';

const Cover = styled.img`
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.border};
  ${mediaUp('md')} { aspect-ratio: 21 / 9; }
`;

const Description = styled.p`
  max-inline-size: 70ch;
`;

/** /restaurant?shop={id}: the restaurant's name as the heading; its tags preview it when shared. */
export function RestaurantDetail({ restaurant, shareImage }: { restaurant: TRestaurantSummary; shareImage: TShareImage | null }) {
  const { t } = useTranslation('routes');
  const place = restaurant.district ? `${restaurant.district}, ${restaurant.cityName}` : restaurant.cityName;
  const lead = t('restaurantDetail.lead', { cuisine: restaurant.cuisine, place });
  return (
    <RouteIntro
      title={restaurant.name}
      lead={lead}
      description={t('restaurantDetail.description', { name: restaurant.name, cuisine: restaurant.cuisine, city: restaurant.cityName })}
      seoPath={DETAIL_ROUTES.restaurant(String(restaurant.id))}
      image={shareImage?.url}
      imageAlt={shareImage?.alt}
      seoType="restaurant.restaurant"
    >
      {restaurant.coverImage && <Cover src={restaurant.coverImage.url} alt={restaurant.coverImage.alt} width={1200} height={675} fetchPriority="high" />}
      {restaurant.description && <Description>{restaurant.description}</Description>}
    </RouteIntro>
  );
}
