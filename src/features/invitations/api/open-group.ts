import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGroup } from '@/contracts/group-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { invitationKeys } from './invitation-keys';

/** POST /groups: the booking's group, created the first time the host invites. */
export function openGroup(reservationId: string): Promise<TGroup> {
  return apiClient.post<TGroup>('/groups', { body: { reservationId }, showError: false });
}

export function useOpenGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openGroup,
    onSuccess: (group) => queryClient.setQueryData(invitationKeys.ofReservation(group.reservationId), { group }),
  });
}
