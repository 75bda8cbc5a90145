import type { TOrderStatus } from '@/contracts/order-limits';

export type TStatusTone = 'info' | 'success' | 'warning' | 'danger' | 'muted';

/** The badge colour of a status: waiting on the restaurant, in the kitchen, done or stopped. */
export function orderStatusTone(status: TOrderStatus): TStatusTone {
  switch (status) {
    case 'draft':
      return 'muted';
    case 'placed':
      return 'warning';
    case 'accepted':
    case 'preparing':
    case 'out_for_delivery':
      return 'info';
    case 'ready':
    case 'completed':
      return 'success';
    case 'cancelled':
      return 'danger';
  }
}
