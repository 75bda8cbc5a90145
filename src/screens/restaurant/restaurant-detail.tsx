import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { PageSeo } from '@/components/seo/page-seo';
import type { TShareImage } from '@/contracts/event-contract';
import type { TRestaurantDetail } from '@/contracts/restaurant-contract';
import { BookingBarSpacer, RestaurantBookingBar } from '@/features/restaurants/components/restaurant-booking-bar';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { RestaurantEvents } from '@/features/restaurants/components/restaurant-events';
import { RestaurantGallery } from '@/features/restaurants/components/restaurant-gallery';
import { RestaurantHeader } from '@/features/restaurants/components/restaurant-header';
import { RestaurantMenus } from '@/features/restaurants/components/restaurant-menus';
import { RestaurantRatingSummary } from '@/features/restaurants/components/restaurant-rating-summary';
import { RestaurantReviews } from '@/features/reviews/components/restaurant-reviews';
import { preloadNamespacesWhenIdle } from '@/lib/i18n/load-namespace';
import { DETAIL_ROUTES } from '@/lib/routes';
import { mediaUp, theme } from '@/styles/theme';
import { DetailSection } from './detail-section';
import { ReportReview } from './restaurant-reports';
import { RestaurantSideCard } from './restaurant-side-card';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

/** Only the browser knows of a booking in progress (the cart is restored from storage), so its banner loads there. */
const DraftBookingBanner = clientOnlyDynamic(() => import('@/screens/create-reservation/draft-booking-banner').then((module) => module.DraftBookingBanner));

const Main = styled.main`
  max-inline-size: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${theme.space.md} ${theme.space.md} ${theme.space.xxl};
  display: grid;
  gap: ${theme.space.lg};
  ${mediaUp('md')} { padding-block-start: ${theme.space.lg}; gap: ${theme.space.xl}; }
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  grid-template-areas: 'header' 'aside' 'content';
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 1fr) 22rem;
    grid-template-areas: 'header aside' 'content aside';
    column-gap: ${theme.space.xxl};
    align-items: start;
  }
`;

const HeaderArea = styled.div` grid-area: header; `;
const AsideArea = styled.aside`
  grid-area: aside;
  ${mediaUp('lg')} { position: sticky; inset-block-start: calc(${theme.layout.headerHeight} + ${theme.space.md}); }
`;
const ContentArea = styled.div`
  grid-area: content;
  display: grid;
  gap: ${theme.space.xl};
  min-inline-size: 0;
`;

const About = styled.p`
  max-inline-size: 68ch;
  font-size: ${theme.fontSize.lg};
  line-height: 1.65;
`;

/** What the page's buttons open (a dish, the booking, the cart): not in the page, fetched when the browser is idle. */
const NEXT_NAMESPACES = ['dishes', 'reservations', 'cart'];

/** /restaurant?shop={id}: photos, who and where, menus, events and reviews; the booking button always at hand. */
export function RestaurantDetail({ restaurant, shareImage, renderedAt }: { restaurant: TRestaurantDetail; shareImage: TShareImage | null; renderedAt: string | null }) {
  const { t, i18n } = useTranslation('restaurant');
  useEffect(() => preloadNamespacesWhenIdle(i18n, NEXT_NAMESPACES), [i18n]);
  const place = restaurant.district ? `${restaurant.district}, ${restaurant.cityName}` : restaurant.cityName;
  return (
    <>
      <PageSeo
        title={restaurant.name}
        description={t('seo.description', { name: restaurant.name, cuisine: restaurant.cuisine, place })}
        path={DETAIL_ROUTES.restaurant(String(restaurant.id))}
        image={shareImage?.url}
        imageAlt={shareImage?.alt}
        type="restaurant.restaurant"
      />
      <Main id="main-content">
        <RestaurantGallery images={restaurant.images} />
        <DraftBookingBanner restaurantId={restaurant.id} />
        <Columns>
          <HeaderArea>
            <RestaurantHeader restaurant={restaurant} action={<FavoriteToggle restaurant={restaurant} look="inline" />} />
          </HeaderArea>
          <AsideArea aria-label={t('practical.label')}>
            <RestaurantSideCard restaurant={restaurant} renderedAt={renderedAt} />
          </AsideArea>
          <ContentArea>
            {restaurant.description && (
              <DetailSection id="about" title={t('about.title')}>
                <About>{restaurant.description}</About>
              </DetailSection>
            )}
            <DetailSection id="menus" title={t('menus.title')}>
              <RestaurantMenus menus={restaurant.menus} />
            </DetailSection>
            {restaurant.upcomingEvents.length > 0 && (
              <DetailSection id="events" title={t('events.title')}>
                <RestaurantEvents events={restaurant.upcomingEvents} timeZone={restaurant.timeZone} />
              </DetailSection>
            )}
            <DetailSection id="reviews" title={t('reviews.title')}>
              {restaurant.rating.count > 0 && <RestaurantRatingSummary rating={restaurant.rating} />}
              <RestaurantReviews restaurantId={restaurant.id} timeZone={restaurant.timeZone} ReviewActions={ReportReview} />
            </DetailSection>
          </ContentArea>
        </Columns>
        {restaurant.services.booking && <BookingBarSpacer />}
      </Main>
      {restaurant.services.booking && <RestaurantBookingBar restaurant={restaurant} />}
    </>
  );
}
