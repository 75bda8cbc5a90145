import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGroup } from '@/contracts/group-contract';
import type { TInvitationAnswer } from '@/contracts/social-limits';
import { apiClient } from '@/lib/api-client/api-client';
import { invitationKeys } from './invitation-keys';

/** PATCH /groups/users/{accessId}: the diner comes (accepted) or not (declined). */
export function answerInvitation(accessId: string, status: TInvitationAnswer): Promise<TGroup> {
  return apiClient.patch<TGroup>(`/groups/users/${encodeURIComponent(accessId)}`, { body: { status }, showError: false });
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accessId, status }: { accessId: string; status: TInvitationAnswer }) => answerInvitation(accessId, status),
    // The booking opens (or closes) to the guest: its group, its page and its conversation change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
