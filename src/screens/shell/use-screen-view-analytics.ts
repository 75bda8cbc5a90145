import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { screenClassOf } from '@/lib/analytics/screen-class';
import { loadAnalyticsAdapter } from '@/lib/analytics/load-analytics-adapter';

/** The reported path: the address without its locale prefix or hash (e.g. `/restaurant?shop=3`). */
function reportScreenView(url: string) {
  const parsed = new URL(url, 'http://localhost');
  const path = `${parsed.pathname}${parsed.search}`;
  const screenClass = screenClassOf(Object.fromEntries(parsed.searchParams));
  void loadAnalyticsAdapter().then((adapter) => adapter.logScreenView({ path, screenClass }));
}

/** SPEC §2: every screen view (the first one and each route change) is reported with its path. */
export function useScreenViewAnalytics() {
  const router = useRouter();
  const { isReady, events } = router;

  useEffect(() => {
    if (isReady) reportScreenView(router.asPath);
    // Only the first ready render: later views come from routeChangeComplete.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady]);

  useEffect(() => {
    const onRouteChange = (url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) reportScreenView(stripLocale(url, router.locales));
    };
    events.on('routeChangeComplete', onRouteChange);
    return () => events.off('routeChangeComplete', onRouteChange);
  }, [events, router.locales]);
}

function stripLocale(url: string, locales: readonly string[] | undefined): string {
  const segment = url.split(/[/?#]/)[1] ?? '';
  if (!locales?.includes(segment)) return url;
  const rest = url.slice(segment.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
