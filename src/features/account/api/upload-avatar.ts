import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMe } from '@/contracts/account-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { authKeys } from '@/lib/session/auth-keys';

/** Multipart, sent as is (SPEC §7 form data); the server resizes and answers the user with the new URL. */
export function uploadAvatar(file: File): Promise<TMe> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.post<TMe>('/users/my-users/avatar', { body: form, showError: false });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: (me) => queryClient.setQueryData(authKeys.me(), me) });
}
