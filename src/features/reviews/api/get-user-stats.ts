import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserStatsList } from '@/contracts/feedback-contract';
import { pickContentLocale } from '@/contracts/locale-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { reviewKeys } from './review-keys';

/** SPEC §7 GET /restaurant-feedbacks/userStats: a filter with the distinct authors' ids. */
export function getUserStats({ userIds, locale, signal }: { userIds: string[]; locale: string; signal?: AbortSignal }) {
  return apiClient.get<TUserStatsList>('/restaurant-feedbacks/userStats', {
    query: { filter: { where: { userId: { inq: [...new Set(userIds)].sort() } } }, lang: pickContentLocale(locale, undefined) },
    signal,
    showError: false,
  });
}

export function userStatsQueryOptions(userIds: string[], locale: string) {
  const distinct = [...new Set(userIds)].sort();
  return queryOptions({
    queryKey: reviewKeys.userStats(distinct, locale),
    queryFn: ({ signal }) => getUserStats({ userIds: distinct, locale, signal }),
    enabled: distinct.length > 0,
    // Loading more reviews asks for more authors; the figures already shown stay meanwhile.
    placeholderData: keepPreviousData,
  });
}

export function useUserStats(userIds: string[], locale: string) {
  return useQuery(userStatsQueryOptions(userIds, locale));
}
