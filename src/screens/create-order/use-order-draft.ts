import { useMemo, useState } from 'react';
import { useRouter } from 'next/router';
import type { TOrderTiming } from '@/contracts/order-contract';
import type { TStandaloneOrderType } from '@/contracts/order-limits';
import { useOrderCheck } from '@/features/orders/api/check-order';
import { buildOrderRequest, readOrderType } from '@/features/ordering/model/order-request';
import { toOrderDishes } from '@/features/cart/model/draft-payload';
import { useCart } from '@/features/cart/components/use-cart';
import { ROUTES } from '@/lib/routes';
import { useDebouncedValue } from './use-debounced-value';

/** SPEC-like delay for the server's judgement: the summary follows the diner's changes half a second after the last. */
export const CHECK_DELAY_MS = 500;

/** The order being put together on /order: the diner's choices, the cart's part, and checkOrder's answer. */
export function useOrderDraft() {
  const router = useRouter();
  const cart = useCart();
  const type = readOrderType(router.query.type);
  const [timing, setTiming] = useState<TOrderTiming>({ mode: 'asap' });
  const [addressId, setAddressId] = useState<string | null>(null);

  const setType = (next: TStandaloneOrderType) => void router.replace({ pathname: ROUTES.createOrder, query: { ...router.query, type: next } }, undefined, { shallow: true, scroll: false });

  const body = useMemo(
    () =>
      buildOrderRequest(
        { type, timing, addressId },
        { restaurantId: cart.meta.restaurantId, dishes: toOrderDishes(cart), offerId: cart.offerId, couponCode: cart.couponCode, special: cart.special },
      ),
    [type, timing, addressId, cart],
  );
  const settled = useDebouncedValue(body, CHECK_DELAY_MS);
  const check = useOrderCheck(settled);
  const isCurrent = !check.isPlaceholderData && !check.isFetching && JSON.stringify(settled) === JSON.stringify(body);
  return { cart, type, setType, timing, setTiming, addressId, setAddressId, body, check, isCurrent };
}
