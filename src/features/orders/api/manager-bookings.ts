import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStaffBookingList } from '@/contracts/order-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { USER_SCOPED_META } from '@/lib/session/auth-keys';
import { orderKeys } from './orders-keys';
import { useOrderLive } from './use-order-live';

/** GET /manager/restaurants/{restaurantId}/bookings?date=: the day's bookings at the restaurant. */
export function getManagerBookings(restaurantId: number, date: string | null, signal?: AbortSignal): Promise<TStaffBookingList> {
  return apiClient.get<TStaffBookingList>(`/manager/restaurants/${restaurantId}/bookings`, { query: date ? { date } : undefined, signal, showError: false });
}

export function managerBookingsQueryOptions(restaurantId: number, date: string | null) {
  return queryOptions({
    queryKey: orderKeys.managerBookings(restaurantId, date),
    queryFn: ({ signal }) => getManagerBookings(restaurantId, date, signal),
    meta: USER_SCOPED_META,
  });
}

export function useManagerBookings(restaurantId: number, date: string | null) {
  const live = useOrderLive({ queryKey: orderKeys.managerBookings(restaurantId, date), types: ['booking'] });
  return useQuery({ ...managerBookingsQueryOptions(restaurantId, date), ...live });
}
