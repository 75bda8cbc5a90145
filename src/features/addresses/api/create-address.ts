import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddress, TCreateAddressInput } from '@/contracts/address-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { invalidateAfterAddressChange } from './invalidate-after-address-change';

export function createAddress(input: TCreateAddressInput): Promise<TAddress> {
  return apiClient.post<TAddress>('/addresses', { body: input, showError: false });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAddress, onSuccess: () => invalidateAfterAddressChange(queryClient) });
}
