import { useEffect, useRef } from 'react';
import { useDraftSync } from '@/screens/create-reservation/booking-cart';

/**
 * The checkout shows the booking as the server holds it, and the cart's dishes reach the server
 * through the debounced draft sync: each time a save completes, the booking is read again.
 */
export function useRefetchWhenDraftSaved(refetch: (() => unknown) | null) {
  const { status } = useDraftSync();
  const previous = useRef(status);
  useEffect(() => {
    if (status === 'saved' && previous.current !== 'saved' && refetch) void refetch();
    previous.current = status;
  }, [status, refetch]);
}
