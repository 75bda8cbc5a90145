import { useRouter } from 'next/router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { TRewardCouponList } from '@/contracts/reward-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { rewardsKeys, toContentLang } from './rewards-keys';

/** GET /reward-coupons: the catalogue, with the diner's balance (null for a visitor). */
export function getRewardCoupons(lang: ContentLocale, signal?: AbortSignal): Promise<TRewardCouponList> {
  return apiClient.get<TRewardCouponList>('/reward-coupons', { query: { lang }, signal, showError: false });
}

export function rewardCouponsQueryOptions(lang: ContentLocale, isSignedIn: boolean) {
  return queryOptions({ queryKey: rewardsKeys.catalogue(lang, isSignedIn), queryFn: ({ signal }) => getRewardCoupons(lang, signal) });
}

/** Waits for the login state to be known, so a diner never first sees the visitor's answer. */
export function useRewardCoupons(isSignedIn: boolean | null) {
  const { locale } = useRouter();
  return useQuery({ ...rewardCouponsQueryOptions(toContentLang(locale), isSignedIn === true), enabled: isSignedIn !== null });
}
