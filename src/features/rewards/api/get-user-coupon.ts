import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserCoupon } from '@/contracts/reward-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { isAppError } from '@/lib/errors/app-error';
import { rewardsKeys } from './rewards-keys';

/** GET /user-coupons/{id}: another diner's coupon answers 404, like a missing one. */
export function getUserCoupon(id: string, signal?: AbortSignal): Promise<TUserCoupon> {
  return apiClient.get<TUserCoupon>(`/user-coupons/${encodeURIComponent(id)}`, { signal, showError: false });
}

export function userCouponQueryOptions(id: string) {
  return queryOptions({
    queryKey: rewardsKeys.userCoupon(id),
    queryFn: ({ signal }) => getUserCoupon(id, signal),
    retry: (count, error) => !(isAppError(error) && (error.statusCode === 404 || error.statusCode === 400)) && count < 2,
  });
}

/** Coupon ids are UUIDs: anything else is not a coupon, and is not asked for. */
export const isUserCouponId = (id: string | null): id is string => id !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function useUserCoupon(id: string | null, isSignedIn: boolean | null) {
  return useQuery({ ...userCouponQueryOptions(id ?? ''), enabled: isSignedIn === true && isUserCouponId(id) });
}
