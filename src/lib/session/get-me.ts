import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMe } from '@/contracts/account-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { readAuthCookie, removeAuthCookie, type TAuthTokenInput } from '@/lib/auth-cookie';
import { isAppError } from '@/lib/errors/app-error';
import { setAuthorized } from '@/lib/ui-state/ui-store';
import { authKeys, USER_SCOPED_META } from './auth-keys';

interface TGetMeOptions {
  signal?: AbortSignal;
  token?: TAuthTokenInput | null;
}

export function getMe(options: TGetMeOptions = {}): Promise<TMe> {
  return apiClient.get<TMe>('/whoAmI', { ...options, showError: false });
}

/** A session the server no longer knows (expired, revoked) means signed out: the stale cookie goes. */
async function getMeOrNull({ signal }: { signal: AbortSignal }): Promise<TMe | null> {
  try {
    return await getMe({ signal });
  } catch (error) {
    if (!isAppError(error) || error.statusCode !== 401) throw error;
    removeAuthCookie();
    setAuthorized(false);
    return null;
  }
}

/** `data` is the user, `null` when signed out, `undefined` while unknown. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: authKeys.me(),
    queryFn: getMeOrNull,
    staleTime: 5 * 60_000,
    meta: USER_SCOPED_META,
  });
}

export function hasAuthCookie(): boolean {
  return readAuthCookie() !== null;
}

export function useMe() {
  return useQuery({ ...meQueryOptions(), enabled: hasAuthCookie() });
}
