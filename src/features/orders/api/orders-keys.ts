import type { TOrderListQuery } from '@/contracts/order-contract';

/** Query keys of take-away and delivery orders; mutations invalidate by prefix. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: TOrderListQuery) => [...orderKeys.lists(), query] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
  /** checkOrder answers for one request body: the server's lines and totals while the diner edits. */
  check: (body: unknown) => [...orderKeys.all, 'check', body] as const,
  manager: () => [...orderKeys.all, 'manager'] as const,
  managerOrders: (restaurantId: number, date: string | null) => [...orderKeys.manager(), 'orders', restaurantId, date] as const,
  managerBookings: (restaurantId: number, date: string | null) => [...orderKeys.manager(), 'bookings', restaurantId, date] as const,
  managerRestaurants: () => [...orderKeys.manager(), 'restaurants'] as const,
};
