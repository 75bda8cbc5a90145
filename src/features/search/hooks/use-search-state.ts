import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { ROUTES } from '@/lib/routes';
import { parseSearchParams, toSearchUrlQuery, type TSearchState } from '../model/search-params';

/** The search state is the URL: reading parses router.query, writing pushes a new history entry (back restores it). */
export function useSearchState() {
  const router = useRouter();
  const state = useMemo(() => parseSearchParams(router.query), [router.query]);
  const setState = useCallback(
    (next: TSearchState) => router.push({ pathname: ROUTES.restaurant, query: toSearchUrlQuery(next) }, undefined, { shallow: true, scroll: false }),
    [router],
  );
  return { state, setState, isReady: router.isReady };
}
