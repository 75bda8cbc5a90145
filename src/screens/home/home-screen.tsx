import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { PageSeo } from '@/components/seo/page-seo';
import { useAdverts } from '@/features/adverts/api/get-adverts';
import { AdvertCarousel } from '@/features/adverts/components/advert-carousel';
import { UPCOMING_EVENTS_QUERY, useEvents } from '@/features/events/api/get-events';
import { UpcomingEventsStrip } from '@/features/events/components/upcoming-events-strip';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { FeaturedRestaurants } from '@/features/restaurants/components/featured-restaurants';
import { useSiteSettings } from '@/features/site/api/get-site-settings';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { ROUTES } from '@/lib/routes';
import { withAppLayout } from '@/screens/shell/app-layout';
import { HomeCategories } from './home-categories';
import { HomeHero } from './home-hero';
import { HomeNearby } from './home-nearby';
import { HomeSection } from './home-section';
import { theme } from '@/styles/theme';

const Page = styled.main`
  padding-block-end: ${theme.space.xxxl};
`;

const SeeAll = styled(Link)`
  color: ${theme.color.brand};
  font-weight: ${theme.fontWeight.bold};
`;

export function HomeScreen() {
  const { t } = useTranslation('home');
  const { locale = 'fr' } = useRouter();
  const { data: settings } = useSiteSettings(locale);
  const { data: staticData } = useStaticData(locale);
  const { data: adverts } = useAdverts(locale);
  const { data: events } = useEvents(UPCOMING_EVENTS_QUERY, locale);
  const name = settings?.name ?? 'Tablée';
  const cities = (staticData?.cities ?? []).map((city) => ({ value: String(city.id), label: city.name }));
  const cityTimeZones = Object.fromEntries((staticData?.cities ?? []).map((city) => [city.id, city.timeZone]));
  return (
    <>
      <PageSeo title={name} description={settings?.description ?? ''} />
      <Page id="main-content">
        <HomeHero siteName={name} description={settings?.description ?? ''} cities={cities} />
        {adverts && adverts.items.length > 0 && (
          <HomeSection id="adverts-title" title={t('adverts.title')}>
            <AdvertCarousel adverts={adverts.items} labelledBy="adverts-title" />
          </HomeSection>
        )}
        <FeaturedRestaurants locale={locale} renderCardAction={(restaurant) => <FavoriteToggle restaurant={restaurant} />} />
        <HomeNearby locale={locale} />
        {events && events.items.length > 0 && (
          <HomeSection id="events-title" title={t('events.title')} action={<SeeAll href={ROUTES.event}>{t('events.all')}</SeeAll>}>
            <UpcomingEventsStrip events={events.items} locale={locale} cityTimeZones={cityTimeZones} />
          </HomeSection>
        )}
        {staticData && staticData.foodCategories.length > 0 && (
          <HomeSection id="categories-title" title={t('categories.title')}>
            <HomeCategories categories={staticData.foodCategories} />
          </HomeSection>
        )}
      </Page>
    </>
  );
}

HomeScreen.getLayout = withAppLayout;
