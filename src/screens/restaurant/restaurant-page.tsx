import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Loader } from '@/components/ui/loader';
import { PageSeo } from '@/components/seo/page-seo';
import type { TShareImage } from '@/contracts/event-contract';
import { useRestaurantData } from '@/features/restaurants/api/get-restaurant-data';
import { RestaurantDataError } from '@/features/restaurants/components/restaurant-data-error';
import { DETAIL_ROUTES } from '@/lib/routes';
import { RestaurantDetail } from './restaurant-detail';

const Pending = styled.main`
  display: grid;
  place-items: center;
  min-block-size: 50vh;
`;

/** The restaurant's data (server-rendered into the cache); a failed load is null (SPEC §8) and shows an error state. */
export function RestaurantPage({ restaurantId, shareImage, renderedAt }: { restaurantId: number; shareImage: TShareImage | null; renderedAt: string | null }) {
  const { t } = useTranslation('restaurant');
  const { locale = 'fr' } = useRouter();
  const { data: restaurant, isPending, isFetching, refetch } = useRestaurantData(restaurantId, locale);
  if (isPending)
    return (
      <Pending id="main-content" aria-busy="true">
        <Loader label={t('loading')} />
      </Pending>
    );
  if (!restaurant)
    return (
      <main id="main-content">
        <PageSeo title={t('loadError.seoTitle')} description={t('loadError.text')} path={DETAIL_ROUTES.restaurant(String(restaurantId))} noIndex />
        <RestaurantDataError onRetry={() => void refetch()} isRetrying={isFetching} />
      </main>
    );
  return <RestaurantDetail restaurant={restaurant} shareImage={shareImage} renderedAt={renderedAt} />;
}
