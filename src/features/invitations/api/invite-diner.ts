import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGroup, TInviteDinerRequest } from '@/contracts/group-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { invitationKeys } from './invitation-keys';

/** POST /groups/{id}/invitations: an existing diner, by e-mail or phone, is e-mailed their invitation. */
export function inviteDiner(groupId: string, contact: TInviteDinerRequest): Promise<TGroup> {
  return apiClient.post<TGroup>(`/groups/${encodeURIComponent(groupId)}/invitations`, { body: contact, showError: false });
}

export function useInviteDiner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, contact }: { groupId: string; contact: TInviteDinerRequest }) => inviteDiner(groupId, contact),
    onSuccess: (group) => queryClient.setQueryData(invitationKeys.ofReservation(group.reservationId), { group }),
  });
}
