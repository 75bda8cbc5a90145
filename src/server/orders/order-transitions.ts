import type { TOrderStatus, TStandaloneOrderType } from '@/contracts/order-limits';

/** The kitchen's path: a take-away is collected once ready, a delivery goes out first. */
const FORWARD: Record<TStandaloneOrderType, Partial<Record<TOrderStatus, TOrderStatus>>> = {
  TAKE_AWAY: { placed: 'accepted', accepted: 'preparing', preparing: 'ready', ready: 'completed' },
  DELIVERY: { placed: 'accepted', accepted: 'preparing', preparing: 'ready', ready: 'out_for_delivery', out_for_delivery: 'completed' },
};

export const FINAL_STATUSES: readonly TOrderStatus[] = ['completed', 'cancelled'];
/** Placed and not finished: what the diner's "active" list shows (with drafts, see order-read-repository). */
export const IN_PROGRESS_STATUSES: readonly TOrderStatus[] = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery'];

/** Where staff may move an order from `status`: the next step, or a cancellation, until it is final; a draft is the diner's. */
export function nextStatuses(type: TStandaloneOrderType, status: TOrderStatus): TOrderStatus[] {
  if (status === 'draft' || FINAL_STATUSES.includes(status)) return [];
  const forward = FORWARD[type][status];
  return forward ? [forward, 'cancelled'] : ['cancelled'];
}

export const canMove = (type: TStandaloneOrderType, from: TOrderStatus, to: TOrderStatus) => nextStatuses(type, from).includes(to);

/** The diner may cancel until the restaurant accepts. */
export const dinerCanCancel = (status: TOrderStatus) => status === 'placed';
