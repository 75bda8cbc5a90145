import { useRouter } from 'next/router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { TUserCoupon } from '@/contracts/reward-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { isAppError } from '@/lib/errors/app-error';
import { isUserCouponId, rewardsKeys, toContentLang } from './rewards-keys';

/** GET /user-coupons/{id}: another diner's coupon answers 404, like a missing one. */
export function getUserCoupon(id: string, lang: ContentLocale, signal?: AbortSignal): Promise<TUserCoupon> {
  return apiClient.get<TUserCoupon>(`/user-coupons/${encodeURIComponent(id)}`, { query: { lang }, signal, showError: false });
}

export function userCouponQueryOptions(id: string, lang: ContentLocale) {
  return queryOptions({
    queryKey: rewardsKeys.userCoupon(id, lang),
    queryFn: ({ signal }) => getUserCoupon(id, lang, signal),
    retry: (count, error) => !(isAppError(error) && (error.statusCode === 404 || error.statusCode === 400)) && count < 2,
  });
}

export function useUserCoupon(id: string | null, isSignedIn: boolean | null) {
  const { locale } = useRouter();
  return useQuery({ ...userCouponQueryOptions(id ?? '', toContentLang(locale)), enabled: isSignedIn === true && isUserCouponId(id) });
}
