import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserCouponList } from '@/contracts/reward-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { rewardsKeys } from './rewards-keys';

/** GET /user-coupons: the signed-in diner's own coupons, whatever their state. */
export function getUserCoupons(signal?: AbortSignal): Promise<TUserCouponList> {
  return apiClient.get<TUserCouponList>('/user-coupons', { signal, showError: false });
}

export function userCouponsQueryOptions() {
  return queryOptions({ queryKey: rewardsKeys.userCouponList(), queryFn: ({ signal }) => getUserCoupons(signal) });
}

export function useUserCoupons(isSignedIn: boolean | null) {
  return useQuery({ ...userCouponsQueryOptions(), enabled: isSignedIn === true });
}
