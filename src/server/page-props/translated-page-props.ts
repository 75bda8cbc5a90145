import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { pickContentLocale, type ContentLocale } from '@/contracts/locale-contract';
import { siteKeys } from '@/features/site/api/site-keys';
import type { AppDeps } from '@/server/http/app-env';
import { getServerDeps } from '@/server/server-deps';
import { findRedirect } from './find-redirect';
import { pageTranslationStore } from './page-translation-store';
import { prefetchSession } from './prefetch-session';
import { loadSharedSiteSettings } from './shared-page-data';

export interface PrefetchContext {
  deps: AppDeps;
  queryClient: QueryClient;
  /** The route's locale, as the client's query keys use it. */
  locale: string;
  contentLocale: ContentLocale;
}

/** A prefetch may answer 404 (unknown id) or hand the page extra props (e.g. the SEO subject). */
export type PrefetchOutcome = { notFound: true } | { props: Record<string, unknown> } | void;

/**
 * Every page shows the header and footer (strings in `nav`). The cart's strings (`cart`) come with
 * the pages that show the cart (restaurant, order, checkout, booking) and otherwise with the drawer.
 */
const LAYOUT_NAMESPACES = ['common', 'nav'];

type Translations = Awaited<ReturnType<typeof serverSideTranslations>>;

const translationsByKey = new Map<string, Promise<Translations>>();

/**
 * The locale files do not change while a production server runs, so each locale and set of
 * namespaces is read and assembled once (next-i18next rebuilds its config and store per call).
 * Each page gets its own outer objects: i18next adopts the store it is given as its own.
 */
async function loadTranslations(locale: string, namespaces: string[]): Promise<Translations> {
  if (process.env.NODE_ENV !== 'production') return withStoreFor(locale, await serverSideTranslations(locale, namespaces));
  const key = `${locale}|${namespaces.join(',')}`;
  let loaded = translationsByKey.get(key);
  if (!loaded) {
    loaded = serverSideTranslations(locale, namespaces);
    translationsByKey.set(key, loaded);
    loaded.catch(() => translationsByKey.delete(key));
  }
  return withStoreFor(locale, await loaded);
}

/** The page's own copy of the store (i18next adopts the store it is given), with the languages it reads. */
function withStoreFor(locale: string, translations: Translations): Translations {
  const { _nextI18Next } = translations;
  if (!_nextI18Next) return translations;
  const store = pageTranslationStore(locale, _nextI18Next.initialI18nStore as Record<string, Record<string, unknown>>);
  return { _nextI18Next: { ..._nextI18Next, initialI18nStore: store } };
}

/** What every page needs (deep links, translations, site settings and session in the cache) plus the page's own prefetch. */
export async function loadTranslatedPageProps(
  context: GetServerSidePropsContext,
  namespaces: string[],
  prefetch?: (context: PrefetchContext) => Promise<PrefetchOutcome>,
): Promise<GetServerSidePropsResult<Record<string, unknown>>> {
  const redirect = findRedirect(context);
  if (redirect) return { redirect: { destination: redirect, statusCode: 307 } };

  const locale = context.locale ?? 'fr';
  const deps = await getServerDeps();
  const queryClient = new QueryClient();
  const contentLocale = pickContentLocale(locale, undefined);
  const [settings, translations, outcome] = await Promise.all([
    loadSharedSiteSettings(deps, contentLocale),
    loadTranslations(locale, [...new Set([...LAYOUT_NAMESPACES, ...namespaces])]),
    prefetch?.({ deps, queryClient, locale, contentLocale }),
    // The header knows who is signed in on the first render (SPEC §4: no flash of the wrong header).
    prefetchSession(context.req, queryClient, deps),
  ]);
  if (outcome && 'notFound' in outcome) return { notFound: true };
  queryClient.setQueryData(siteKeys.settings(locale), settings);
  const extraProps = outcome && 'props' in outcome ? outcome.props : {};
  return { props: { ...translations, ...extraProps, dehydratedState: dehydrate(queryClient) } };
}
