import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRewardCoupon } from '@/contracts/reward-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { isAppError } from '@/lib/errors/app-error';
import { rewardsKeys } from './rewards-keys';

/** GET /reward-coupons/{id}: one reward of the catalogue. */
export function getRewardCoupon(id: number, signal?: AbortSignal): Promise<TRewardCoupon> {
  return apiClient.get<TRewardCoupon>(`/reward-coupons/${id}`, { signal, showError: false });
}

export function rewardCouponQueryOptions(id: number, isSignedIn: boolean) {
  return queryOptions({
    queryKey: rewardsKeys.detail(id, isSignedIn),
    queryFn: ({ signal }) => getRewardCoupon(id, signal),
    // A 404 will not turn into a reward by asking again.
    retry: (count, error) => !(isAppError(error) && error.statusCode === 404) && count < 2,
  });
}

/** Reward ids are positive integers; anything else is not asked for. */
export const parseRewardId = (raw: unknown): number | null => (typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

export function useRewardCoupon(id: number | null, isSignedIn: boolean | null) {
  return useQuery({ ...rewardCouponQueryOptions(id ?? 0, isSignedIn === true), enabled: id !== null && isSignedIn !== null });
}
