/** Open Graph locale tags; English uses the site locale tag of SPEC §1 (en_IE). */
const OG_LOCALES: Record<string, string> = { fr: 'fr_FR', en: 'en_IE', ar: 'ar_AR', he: 'he_IL' };

export const ogLocaleOf = (locale: string): string => OG_LOCALES[locale] ?? OG_LOCALES.fr;

/** The address of a path in a locale: the default locale has no prefix. */
export function buildLocalizedUrl(siteUrl: string, path: string, locale: string, defaultLocale: string): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const cleanPath = path === '/' && prefix ? '' : path;
  return `${siteUrl}${prefix}${cleanPath}`;
}

/** Social previews need absolute image addresses; uploaded pictures may already be absolute. */
export function toAbsoluteUrl(siteUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The canonical path: no hash, and no query unless the page says which parameters matter. */
export function stripQuery(asPath: string): string {
  return asPath.split(/[?#]/)[0] || '/';
}
