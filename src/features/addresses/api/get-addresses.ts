import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAddressList } from '@/contracts/address-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { addressKeys } from './address-keys';

export function getAddresses(options: { signal?: AbortSignal } = {}): Promise<TAddressList> {
  return apiClient.get<TAddressList>('/addresses', { ...options, showError: false });
}

export function addressesQueryOptions() {
  return queryOptions({
    queryKey: addressKeys.list(),
    queryFn: ({ signal }) => getAddresses({ signal }),
    // Dropped at logout with the other user-scoped queries.
    meta: { userScoped: true },
  });
}

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
