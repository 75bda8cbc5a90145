import { useRef } from 'react';
import { useRouter } from 'next/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { TRedeemResult } from '@/contracts/reward-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { rewardsKeys, toContentLang } from './rewards-keys';

/** POST /reward-coupons/{id}/redeem: 201 with a new coupon, or 200 with the unused one the diner already holds. */
export function redeemRewardCoupon(id: number, lang: ContentLocale): Promise<TRedeemResult> {
  return apiClient.post<TRedeemResult>(`/reward-coupons/${id}/redeem`, { query: { lang }, showError: false });
}

/**
 * One redeem in flight at a time: a second press before React re-renders the disabled button
 * (a double tap lands both clicks in the same frame) is dropped here rather than sent.
 */
export function useRedeemRewardCoupon(id: number) {
  const queryClient = useQueryClient();
  const lang = toContentLang(useRouter().locale);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: () => redeemRewardCoupon(id, lang),
    onSuccess: (result) => queryClient.setQueryData(rewardsKeys.userCoupon(result.coupon.id, lang), result.coupon),
    // Balance, stock, canRedeem and the diner's coupons all move with a redeem, or a refusal.
    onSettled: () => {
      inFlight.current = false;
      return queryClient.invalidateQueries({ queryKey: rewardsKeys.all });
    },
  });
  const redeem = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate();
  };
  return { ...mutation, redeem };
}
