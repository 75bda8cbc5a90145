import type { TOrderStatus } from '@/contracts/order-limits';
import type { TTone } from '@/components/ui/tone-badge';

export type TStatusTone = TTone;

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

/** Between placing and handing over: the ready (or delivery) time is still a promise worth showing. */
export const isOrderUnderway = (status: TOrderStatus) => status !== 'draft' && status !== 'completed' && status !== 'cancelled';

/** A short, readable number for the counter and the phone: the first block of the order's id. */
export const orderNumberOf = (id: string) => id.slice(0, 8).toUpperCase();
