import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStaffRestaurants } from '@/contracts/order-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { isAppError } from '@/lib/errors/app-error';
import { USER_SCOPED_META } from '@/lib/session/auth-keys';
import { orderKeys } from './orders-keys';

/** GET /manager/restaurants: the restaurants the signed-in account works for; a diner gets 403. */
export function getManagerRestaurants(signal?: AbortSignal): Promise<TStaffRestaurants> {
  return apiClient.get<TStaffRestaurants>('/manager/restaurants', { signal, showError: false });
}

export const isStaffForbidden = (error: unknown) => isAppError(error) && error.statusCode === 403;

export function managerRestaurantsQueryOptions() {
  return queryOptions({
    queryKey: orderKeys.managerRestaurants(),
    queryFn: ({ signal }) => getManagerRestaurants(signal),
    // A diner stays a diner: a 403 is an answer, not a failure worth asking again.
    retry: (count, error) => !isStaffForbidden(error) && count < 2,
    staleTime: 5 * 60_000,
    meta: USER_SCOPED_META,
  });
}

export function useManagerRestaurants(enabled = true) {
  return useQuery({ ...managerRestaurantsQueryOptions(), enabled });
}
