import { useRouter } from 'next/router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { TUserCouponList } from '@/contracts/reward-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { rewardsKeys, toContentLang } from './rewards-keys';

/** GET /user-coupons: the signed-in diner's own coupons, whatever their state. */
export function getUserCoupons(lang: ContentLocale, signal?: AbortSignal): Promise<TUserCouponList> {
  return apiClient.get<TUserCouponList>('/user-coupons', { query: { lang }, signal, showError: false });
}

export function userCouponsQueryOptions(lang: ContentLocale) {
  return queryOptions({ queryKey: rewardsKeys.userCouponList(lang), queryFn: ({ signal }) => getUserCoupons(lang, signal) });
}

export function useUserCoupons(isSignedIn: boolean | null) {
  const { locale } = useRouter();
  return useQuery({ ...userCouponsQueryOptions(toContentLang(locale)), enabled: isSignedIn === true });
}
