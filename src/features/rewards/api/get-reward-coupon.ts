import { useRouter } from 'next/router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { TRewardCoupon } from '@/contracts/reward-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { isAppError } from '@/lib/errors/app-error';
import { rewardsKeys, toContentLang } from './rewards-keys';

/** GET /reward-coupons/{id}: one reward of the catalogue. */
export function getRewardCoupon(id: number, lang: ContentLocale, signal?: AbortSignal): Promise<TRewardCoupon> {
  return apiClient.get<TRewardCoupon>(`/reward-coupons/${id}`, { query: { lang }, signal, showError: false });
}

export function rewardCouponQueryOptions(id: number, lang: ContentLocale, isSignedIn: boolean) {
  return queryOptions({
    queryKey: rewardsKeys.detail(id, lang, isSignedIn),
    queryFn: ({ signal }) => getRewardCoupon(id, lang, signal),
    // A 404 will not turn into a reward by asking again.
    retry: (count, error) => !(isAppError(error) && error.statusCode === 404) && count < 2,
  });
}

export function useRewardCoupon(id: number | null, isSignedIn: boolean | null) {
  const { locale } = useRouter();
  return useQuery({ ...rewardCouponQueryOptions(id ?? 0, toContentLang(locale), isSignedIn === true), enabled: id !== null && isSignedIn !== null });
}
