import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { GetServerSidePropsContext } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { pickContentLocale, type ContentLocale } from '@/contracts/locale-contract';
import { siteKeys } from '@/features/site/api/site-keys';
import type { AppDeps } from '@/server/http/app-env';
import { getSiteSettings } from '@/server/site/site-service';
import { getServerDeps } from '@/server/server-deps';

export interface PrefetchContext {
  deps: AppDeps;
  queryClient: QueryClient;
  /** The route's locale, as the client's query keys use it. */
  locale: string;
  contentLocale: ContentLocale;
}

/** What every page needs (translations, site settings in the cache) plus the page's own prefetch. */
export async function loadTranslatedPageProps(
  { locale = 'fr' }: GetServerSidePropsContext,
  namespaces: string[],
  prefetch?: (context: PrefetchContext) => Promise<void>,
) {
  const deps = await getServerDeps();
  const queryClient = new QueryClient();
  const contentLocale = pickContentLocale(locale, undefined);
  const [settings, translations] = await Promise.all([
    getSiteSettings(deps.db, contentLocale, deps.env.MANAGER_SITE_URL),
    serverSideTranslations(locale, ['common', ...namespaces]),
    prefetch?.({ deps, queryClient, locale, contentLocale }),
  ]);
  queryClient.setQueryData(siteKeys.settings(locale), settings);
  return { props: { ...translations, dehydratedState: dehydrate(queryClient) } };
}
