/** The cookie Next.js itself uses for a remembered locale. */
export const LOCALE_COOKIE_NAME = 'NEXT_LOCALE';

export interface TPreferredLocaleInput {
  /** The path as the visitor typed it, with its query (e.g. `/faq?x=1` or `/en/faq`). */
  url: string;
  cookieLocale: string | undefined;
  locales: readonly string[];
  defaultLocale: string;
}

/**
 * An unprefixed address is the default locale; a visitor who chose another language is sent to
 * its prefixed address instead. An explicit prefix always wins over the cookie.
 */
export function findPreferredLocaleRedirect({ url, cookieLocale, locales, defaultLocale }: TPreferredLocaleInput): string | null {
  if (!cookieLocale || cookieLocale === defaultLocale || !locales.includes(cookieLocale)) return null;
  if (url.startsWith('/_next/') || url.startsWith('/api/')) return null;
  const firstSegment = url.split(/[/?#]/)[1] ?? '';
  if (locales.includes(firstSegment)) return null;
  const rest = url === '/' ? '' : url.startsWith('/?') ? url.slice(1) : url;
  return `/${cookieLocale}${rest}`;
}

/** Reads NEXT_LOCALE from a Cookie header (server side, no dependency on a cookie library). */
export function readLocaleCookie(cookieHeader: string | undefined): string | undefined {
  const pair = (cookieHeader ?? '').split(';').map((part) => part.trim()).find((part) => part.startsWith(`${LOCALE_COOKIE_NAME}=`));
  if (!pair) return undefined;
  try {
    return decodeURIComponent(pair.slice(LOCALE_COOKIE_NAME.length + 1));
  } catch {
    return undefined;
  }
}
