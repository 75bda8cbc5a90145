import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPointsLedger } from '@/contracts/reward-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { rewardsKeys } from './rewards-keys';

/** GET /reward-points: the signed-in diner's balance and every entry that made it. */
export function getRewardPoints(signal?: AbortSignal): Promise<TPointsLedger> {
  return apiClient.get<TPointsLedger>('/reward-points', { signal, showError: false });
}

export function rewardPointsQueryOptions() {
  return queryOptions({ queryKey: rewardsKeys.points(), queryFn: ({ signal }) => getRewardPoints(signal) });
}

export function useRewardPoints(isSignedIn: boolean | null) {
  return useQuery({ ...rewardPointsQueryOptions(), enabled: isSignedIn === true });
}
