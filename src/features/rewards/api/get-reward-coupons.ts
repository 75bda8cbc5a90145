import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRewardCouponList } from '@/contracts/reward-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { rewardsKeys } from './rewards-keys';

/** GET /reward-coupons: the catalogue, with the diner's balance (null for a visitor). */
export function getRewardCoupons(signal?: AbortSignal): Promise<TRewardCouponList> {
  return apiClient.get<TRewardCouponList>('/reward-coupons', { signal, showError: false });
}

export function rewardCouponsQueryOptions(isSignedIn: boolean) {
  return queryOptions({ queryKey: rewardsKeys.catalogue(isSignedIn), queryFn: ({ signal }) => getRewardCoupons(signal) });
}

/** Waits for the login state to be known, so a diner never first sees the visitor's answer. */
export function useRewardCoupons(isSignedIn: boolean | null) {
  return useQuery({ ...rewardCouponsQueryOptions(isSignedIn === true), enabled: isSignedIn !== null });
}
