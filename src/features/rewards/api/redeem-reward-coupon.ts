import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRedeemResult } from '@/contracts/reward-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { rewardsKeys } from './rewards-keys';

/** POST /reward-coupons/{id}/redeem: 201 with a new coupon, or 200 with the unused one the diner already holds. */
export function redeemRewardCoupon(id: number): Promise<TRedeemResult> {
  return apiClient.post<TRedeemResult>(`/reward-coupons/${id}/redeem`, { showError: false });
}

/**
 * One redeem in flight at a time: a second press before React re-renders the disabled button
 * (a double tap lands both clicks in the same frame) is dropped here rather than sent.
 */
export function useRedeemRewardCoupon(id: number) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: () => redeemRewardCoupon(id),
    onSuccess: (result) => queryClient.setQueryData(rewardsKeys.userCoupon(result.coupon.id), result.coupon),
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
