import { useRouter } from 'next/router';
import { PageSeo } from '@/components/seo/page-seo';
import { withAppLayout } from '@/screens/shell/app-layout';
import { FeaturedRestaurants } from '@/features/restaurants/components/featured-restaurants';
import { useSiteSettings } from '@/features/site/api/get-site-settings';
import { HomeHero } from './home-hero';

export function HomeScreen() {
  const { locale = 'fr' } = useRouter();
  const { data: settings } = useSiteSettings(locale);
  const name = settings?.name ?? 'Tablée';
  return (
    <>
      <PageSeo title={name} description={settings?.description ?? ''} />
      <main>
        <HomeHero siteName={name} description={settings?.description ?? ''} />
        <FeaturedRestaurants locale={locale} />
      </main>
    </>
  );
}

HomeScreen.getLayout = withAppLayout;
