import { useEffect } from 'react';
import { useOpenGroup } from './open-group';
import { useReservationGroup } from './get-reservation-group';

/** The host's group of the booking: read, and opened the first time the host comes to invite. */
export function useEnsureGroup(reservationId: string) {
  const query = useReservationGroup(reservationId);
  const open = useOpenGroup();
  const needsGroup = query.data?.group === null;
  const { mutate, isIdle } = open;

  useEffect(() => {
    if (needsGroup && isIdle) mutate(reservationId);
  }, [needsGroup, isIdle, mutate, reservationId]);

  return { group: query.data?.group ?? null, error: query.error ?? open.error, isPending: !query.data?.group && !query.error && !open.error };
}
