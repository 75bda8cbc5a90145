import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGroupOfReservation } from '@/contracts/group-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { useLiveUpdates } from '@/lib/live/use-live-updates';
import { GROUP_QUERY_META, invitationKeys } from './invitation-keys';

/** GET /groups?reservationId: the booking's group (null until the host invites anyone). */
export function getReservationGroup(reservationId: string, signal?: AbortSignal): Promise<TGroupOfReservation> {
  return apiClient.get<TGroupOfReservation>('/groups', { query: { reservationId }, signal, showError: false });
}

export function reservationGroupQueryOptions(reservationId: string) {
  return queryOptions({
    queryKey: invitationKeys.ofReservation(reservationId),
    queryFn: ({ signal }) => getReservationGroup(reservationId, signal),
    meta: GROUP_QUERY_META,
  });
}

/** Live: the host sees guests answer while the page is open (group and booking events name the booking). */
export function useReservationGroup(reservationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const live = useLiveUpdates({ queryKey: invitationKeys.ofReservation(reservationId), types: ['group', 'booking'], id: reservationId, enabled });
  return useQuery({ ...reservationGroupQueryOptions(reservationId), ...live, enabled });
}
