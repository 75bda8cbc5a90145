import { useQueryClient } from '@tanstack/react-query';
import type { TMe } from '@/contracts/account-contract';
import { useUiState } from '@/lib/ui-state/use-ui-state';
import { authKeys } from './auth-keys';

/**
 * SPEC §4 login state: true/false once known, null while unknown. During hydration the store
 * still reads its server value, so the prefetched user (see prefetchSession) decides; that keeps
 * the server HTML and the first client render identical. Every later answer reaches the store
 * through AuthGate, so this reads the cached user without watching it: one watcher for the page
 * instead of one per heart on every card.
 */
export function useAuthorized(): boolean | null {
  const stored = useUiState((state) => state.authorized);
  const queryClient = useQueryClient();
  if (stored !== null) return stored;
  const me = queryClient.getQueryData<TMe | null>(authKeys.me());
  if (me !== undefined) return me !== null;
  return null;
}
