import { useEffect, useRef } from 'react';
import type { TReservation } from '@/contracts/reservation-contract';
import { isAppError } from '@/lib/errors/app-error';
import { getCartReservation } from '../api/get-cart-reservation';

interface TReservationCheckHandlers {
  onFound(reservation: TReservation): void;
  onMissing(reservationId: string): void;
}

/**
 * Once the cart is restored, asks for its reservation once: a 404 means it is gone (expired draft,
 * cancelled elsewhere) and the cart resets (SPEC §4/§8). Any other failure leaves the cart alone.
 */
export function useReservationCheck(reservationId: string | null, isRestored: boolean, handlers: TReservationCheckHandlers) {
  const latest = useRef({ reservationId, handlers });
  latest.current = { reservationId, handlers };

  useEffect(() => {
    const id = latest.current.reservationId;
    if (!isRestored || !id) return;
    const controller = new AbortController();
    getCartReservation(id, controller.signal).then(
      (reservation) => latest.current.handlers.onFound(reservation),
      (error: unknown) => {
        if (isAppError(error) && error.statusCode === 404) latest.current.handlers.onMissing(id);
      },
    );
    return () => controller.abort();
  }, [isRestored]);
}
