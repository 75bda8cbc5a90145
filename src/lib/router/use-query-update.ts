import { useRouter } from 'next/router';
import { useCallback } from 'react';

type TQueryPatch = Record<string, string | number | undefined>;

/**
 * Writes filters into the URL (shareable; the back button walks through them). Shallow: the
 * client hooks fetch what changed, getServerSideProps runs again only on a real load.
 */
export function useQueryUpdate() {
  const router = useRouter();
  return useCallback(
    (patch: TQueryPatch, { resetPages = true }: { resetPages?: boolean } = {}) => {
      const next: Record<string, string> = {};
      for (const [key, value] of Object.entries({ ...router.query, ...(resetPages ? { pages: undefined } : {}), ...patch })) {
        if (value === undefined || value === '') continue;
        next[key] = Array.isArray(value) ? String(value[0]) : String(value);
      }
      void router.push({ pathname: router.pathname, query: next }, undefined, { shallow: true, scroll: false });
    },
    [router],
  );
}
