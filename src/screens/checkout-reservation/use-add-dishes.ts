import { useState } from 'react';
import { useRouter } from 'next/router';
import { buildAddOrderPayload } from '@/features/cart/model/draft-payload';
import { useAddOrder } from '@/features/reservations/api/add-order';
import { ROUTES } from '@/lib/routes';
import { useCart } from '@/screens/create-reservation/booking-cart';

/**
 * Sends the cart's dishes to the confirmed booking as one new order (there is no draft to flush),
 * then the cart is done with; `added=1` makes the success page say dishes were added.
 */
export function useAddDishes(reservationId: string) {
  const router = useRouter();
  const cart = useCart();
  const addOrder = useAddOrder(reservationId);
  const [error, setError] = useState<unknown>(null);
  const [isConfirming, setConfirming] = useState(false);

  const confirm = async () => {
    if (cart.isEmpty) return;
    setError(null);
    setConfirming(true);
    try {
      await addOrder.mutateAsync(buildAddOrderPayload(cart));
    } catch (failure) {
      setError(failure);
      setConfirming(false);
      return;
    }
    cart.reset();
    await router.push(`${ROUTES.checkoutSuccess}?reservation=${encodeURIComponent(reservationId)}&added=1`);
  };

  return { confirm, error, isConfirming };
}
