import { useUiState } from '@/lib/ui-state/use-ui-state';
import { useMe } from '@/lib/session/get-me';

/**
 * SPEC §4 login state: true/false once known, null while unknown. During hydration the store
 * still reads its server value, so the prefetched user (see prefetchSession) decides; that keeps
 * the server HTML and the first client render identical.
 */
export function useAuthorized(): boolean | null {
  const stored = useUiState((state) => state.authorized);
  const { data } = useMe();
  if (stored !== null) return stored;
  if (data !== undefined) return data !== null;
  return null;
}
