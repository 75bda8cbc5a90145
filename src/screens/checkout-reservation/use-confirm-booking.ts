import { useState } from 'react';
import { useRouter } from 'next/router';
import { useUpdateReservation } from '@/features/reservations/api/update-reservation';
import { ROUTES } from '@/lib/routes';
import { useCart, useDraftSync } from '@/screens/create-reservation/booking-cart';

/**
 * Confirming sends the latest dishes first (the draft sync is debounced), then confirms the
 * hold; the cart is done with once the booking exists. The success page is addressed with
 * `reservation`, not `bookingId`, which SPEC §2 deep links redirect to the bookings detail.
 */
export function useConfirmBooking(reservationId: string) {
  const router = useRouter();
  const cart = useCart();
  const sync = useDraftSync();
  const update = useUpdateReservation(reservationId);
  const [error, setError] = useState<unknown>(null);
  const [isConfirming, setConfirming] = useState(false);

  const confirm = async () => {
    setError(null);
    setConfirming(true);
    try {
      await sync.flush();
      await update.mutateAsync({ status: 'confirmed' });
    } catch (failure) {
      setError(failure);
      setConfirming(false);
      return;
    }
    cart.reset();
    await router.push(`${ROUTES.checkoutSuccess}?reservation=${encodeURIComponent(reservationId)}`);
  };

  return { confirm, error, isConfirming };
}
