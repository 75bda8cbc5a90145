import { useContext, type ComponentProps, type MouseEvent } from 'react';
import type { UrlObject } from 'node:url';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';

type TLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: string | UrlObject;
  /** The language of the page linked to; the current one by default. */
  locale?: string;
  replace?: boolean;
  scroll?: boolean;
  shallow?: boolean;
};

/** What Next's Link writes for a query value: a string, a finite number or a boolean as text, anything else empty. */
const queryText = (value: unknown) => (typeof value === 'string' ? value : (typeof value === 'number' && !Number.isNaN(value)) || typeof value === 'boolean' ? String(value) : '');

export function hrefToString(href: string | UrlObject): string {
  if (typeof href === 'string') return href;
  let query = typeof href.query === 'string' ? href.query : '';
  if (href.query && typeof href.query === 'object') {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(href.query)) for (const item of Array.isArray(value) ? value : [value]) search.append(name, queryText(item));
    query = search.toString();
  }
  const hash = href.hash ? `#${href.hash.replace(/^#/, '')}` : '';
  return `${href.pathname ?? ''}${query ? `?${query}` : ''}${hash}`;
}

const isInternal = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** The address as the browser shows it: a language other than the default gets its prefix (`/en/event`). */
export function withLocalePrefix(path: string, locale: string | undefined, defaultLocale: string | undefined): string {
  if (!locale || locale === defaultLocale || !isInternal(path)) return path;
  const pathname = path.split(/[?#]/)[0].toLowerCase();
  if (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`) || pathname.startsWith('/api')) return path;
  return `/${locale}${pathname === '/' ? path.slice(1) : path}`;
}

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) => {
  const target = event.currentTarget.getAttribute('target');
  return (target && target !== '_self') || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0 || event.currentTarget.hasAttribute('download');
};

/**
 * The app's link: an anchor that moves through the pages router, as Next's Link does, without
 * Next's Link code (1.7 KB gzipped on every page with its viewport observer) and without
 * prefetching every linked page that scrolls into view. Diners pay for their data: on the home page
 * that idle prefetching was ~40 KB of scripts for pages most never open. A link still prefetches
 * its page when pointed at or touched, just before the tap.
 */
export function Link({ href, locale, replace, scroll, shallow, onClick, onMouseEnter, onTouchStart, ...anchor }: TLinkProps) {
  const router = useContext(RouterContext);
  const path = hrefToString(href);
  const internal = isInternal(path);
  const shown = withLocalePrefix(path, locale ?? router?.locale, router?.defaultLocale);

  const prefetch = () => {
    if (router && internal && process.env.NODE_ENV === 'production') router.prefetch(path, path, { locale }).catch(() => undefined);
  };

  return (
    <a
      {...anchor}
      href={shown}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !router || !internal || opensElsewhere(event)) return;
        event.preventDefault();
        // The router adds the language prefix itself, as it does for Next's Link.
        void router[replace ? 'replace' : 'push'](path, path, { locale, scroll, shallow });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
    />
  );
}
