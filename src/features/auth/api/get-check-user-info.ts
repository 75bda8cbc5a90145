import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserCheckResponse } from '@/contracts/account-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { authKeys, USER_SCOPED_META } from '@/lib/session/auth-keys';

export function getCheckUserInfo(options: { signal?: AbortSignal } = {}): Promise<TUserCheckResponse> {
  return apiClient.get<TUserCheckResponse>('/reservations/checkUserInfo', options);
}

export function checkUserInfoQueryOptions() {
  return queryOptions({
    queryKey: authKeys.checkUserInfo(),
    queryFn: ({ signal }) => getCheckUserInfo({ signal }),
    staleTime: 0,
    meta: USER_SCOPED_META,
  });
}

export function useCheckUserInfo(enabled = true) {
  return useQuery({ ...checkUserInfoQueryOptions(), enabled });
}
