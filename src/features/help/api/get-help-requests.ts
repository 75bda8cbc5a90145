import { queryOptions, useQuery } from '@tanstack/react-query';
import type { THelpRequestList } from '@/contracts/help-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { helpKeys } from './help-keys';

/** GET /help-user: the signed-in diner's own requests, newest first, with the team's answers. */
export function getHelpRequests(signal?: AbortSignal): Promise<THelpRequestList> {
  return apiClient.get<THelpRequestList>('/help-user', { signal, showError: false });
}

export function helpRequestsQueryOptions() {
  return queryOptions({
    queryKey: helpKeys.requests(),
    queryFn: ({ signal }) => getHelpRequests(signal),
    // Dropped at logout with the other user-scoped queries.
    meta: { userScoped: true },
  });
}

export function useHelpRequests() {
  return useQuery(helpRequestsQueryOptions());
}
