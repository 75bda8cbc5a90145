import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGroup } from '@/contracts/group-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { invitationKeys } from './invitation-keys';

/** DELETE /groups/{id}/invitations/{invitationId}: a link or a guest's invitation stops opening anything. */
export function revokeInvitation(groupId: string, invitationId: string): Promise<TGroup> {
  return apiClient.delete<TGroup>(`/groups/${encodeURIComponent(groupId)}/invitations/${encodeURIComponent(invitationId)}`);
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, invitationId }: { groupId: string; invitationId: string }) => revokeInvitation(groupId, invitationId),
    onSuccess: (group) => queryClient.setQueryData(invitationKeys.ofReservation(group.reservationId), { group }),
  });
}
