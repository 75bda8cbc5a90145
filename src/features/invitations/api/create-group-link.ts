import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreatedGroupLink } from '@/contracts/group-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { invitationKeys } from './invitation-keys';

/** POST /groups/{id}/links: a new link, whose token is only ever shown now. */
export function createGroupLink(groupId: string): Promise<TCreatedGroupLink> {
  return apiClient.post<TCreatedGroupLink>(`/groups/${encodeURIComponent(groupId)}/links`, { showError: false });
}

export function useCreateGroupLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGroupLink, onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }) });
}
