import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvitationPreview } from '@/contracts/group-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { invitationKeys } from './invitation-keys';

/** GET /groups/invitations/{accessId}: what the invitation is, and (signed in) the viewer's answer. */
export function getInvitationPreview(accessId: string, signal?: AbortSignal): Promise<TInvitationPreview> {
  return apiClient.get<TInvitationPreview>(`/groups/invitations/${encodeURIComponent(accessId)}`, { signal, showError: false });
}

export function invitationPreviewQueryOptions(accessId: string, isSignedIn: boolean) {
  return queryOptions({
    queryKey: invitationKeys.preview(accessId, isSignedIn),
    queryFn: ({ signal }) => getInvitationPreview(accessId, signal),
    meta: { userScoped: true },
  });
}

export function useInvitationPreview(accessId: string, isSignedIn: boolean, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...invitationPreviewQueryOptions(accessId, isSignedIn), enabled });
}
