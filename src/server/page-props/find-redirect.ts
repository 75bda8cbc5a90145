import type { GetServerSidePropsContext } from 'next';
import { mapLanguageToLocale } from '@/lib/i18n/language-map';
import { findPreferredLocaleRedirect, readLocaleCookie } from '@/lib/i18n/preferred-locale-redirect';
import { findDeepLinkTarget, withLocalePrefix } from './deep-link-redirect';

/** Client-side navigations fetch page data with this header; only full page loads honour the cookie. */
const isDataRequest = (context: GetServerSidePropsContext) => context.req.headers['x-nextjs-data'] !== undefined;

/** SPEC §2 deep links first, then the remembered language for an unprefixed address. */
export function findRedirect(context: GetServerSidePropsContext): string | null {
  const { query, locale, defaultLocale, locales = [], req } = context;
  const deepLink = findDeepLinkTarget(query);
  if (deepLink) return withLocalePrefix(deepLink, locale, defaultLocale);
  if (isDataRequest(context) || !defaultLocale || locale !== defaultLocale) return null;
  const remembered = readLocaleCookie(req.headers.cookie);
  // SPEC §9: a code written from outside (e.g. `fr-US`) is mapped to a site locale first.
  const cookieLocale = remembered === undefined ? undefined : mapLanguageToLocale(remembered);
  return findPreferredLocaleRedirect({ url: req.url ?? '/', cookieLocale, locales, defaultLocale });
}
