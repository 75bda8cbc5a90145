import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/api-client';
import { invalidateAfterAddressChange } from './invalidate-after-address-change';

/** A mutation: the API client toasts its error. */
export function deleteAddress(id: string): Promise<void> {
  return apiClient.delete<void>(`/addresses/${encodeURIComponent(id)}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAddress, onSuccess: () => invalidateAfterAddressChange(queryClient) });
}
