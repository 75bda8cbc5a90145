import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import type { TShareImage } from '@/contracts/event-contract';
import type { TRestaurantSummary } from '@/contracts/restaurant-contract';
import { withAppLayout } from '@/screens/shell/app-layout';
import { RestaurantDetail } from './restaurant-detail';

/** SPEC §2 "restaurant and search": one restaurant when `shop` is given, otherwise the search. */
export function RestaurantScreen({ restaurant, shareImage = null }: { restaurant?: TRestaurantSummary; shareImage?: TShareImage | null }) {
  const { t } = useTranslation('routes');
  const { query } = useRouter();
  if (restaurant) return <RestaurantDetail restaurant={restaurant} shareImage={shareImage} />;
  const q = typeof query.q === 'string' ? query.q.trim() : '';
  return <RouteIntro title={t('restaurant.title')} lead={q ? t('restaurant.leadWithQuery', { q }) : t('restaurant.lead')} />;
}

RestaurantScreen.getLayout = withAppLayout;
