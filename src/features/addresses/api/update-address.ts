import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddress, TCreateAddressInput } from '@/contracts/address-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { invalidateAfterAddressChange } from './invalidate-after-address-change';

export interface TUpdateAddressVariables {
  id: string;
  changes: Partial<TCreateAddressInput>;
}

export function updateAddress({ id, changes }: TUpdateAddressVariables): Promise<TAddress> {
  return apiClient.patch<TAddress>(`/addresses/${encodeURIComponent(id)}`, { body: changes, showError: false });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAddress, onSuccess: () => invalidateAfterAddressChange(queryClient) });
}
