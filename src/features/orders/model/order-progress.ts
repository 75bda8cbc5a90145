import type { TOrderStep } from '@/contracts/order-contract';
import type { TOrderStatus, TStandaloneOrderType } from '@/contracts/order-limits';

/** The path an order walks, in order; delivery adds the ride between "ready" and "completed". */
const TAKE_AWAY_PATH: readonly TOrderStatus[] = ['placed', 'accepted', 'preparing', 'ready', 'completed'];
const DELIVERY_PATH: readonly TOrderStatus[] = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'completed'];

export type TStepState = 'done' | 'current' | 'upcoming';

export interface TProgressStep {
  status: TOrderStatus;
  state: TStepState;
  /** When the order reached it (UTC instant); null for a step still ahead. */
  at: string | null;
  reason: string | null;
}

interface TProgressInput {
  type: TStandaloneOrderType;
  status: TOrderStatus;
  steps: readonly TOrderStep[];
}

/**
 * The progress list of an order page: every step of its path, each reached one with its time and
 * the latest reached one current. A cancelled order stops where it was and ends on "cancelled"
 * (current, with its reason): the steps it never reached are not promised any more.
 */
export function buildOrderProgress({ type, status, steps }: TProgressInput): TProgressStep[] {
  const reachedAt = new Map(steps.map((step) => [step.status, step] as const));
  const path = type === 'DELIVERY' ? DELIVERY_PATH : TAKE_AWAY_PATH;
  if (status === 'cancelled') {
    const reached = path.filter((step) => reachedAt.has(step)).map((step): TProgressStep => ({ status: step, state: 'done', at: reachedAt.get(step)?.at ?? null, reason: null }));
    const cancelled = reachedAt.get('cancelled');
    return [...reached, { status: 'cancelled', state: 'current', at: cancelled?.at ?? null, reason: cancelled?.reason ?? null }];
  }
  const currentIndex = path.indexOf(status);
  return path.map((step, index): TProgressStep => {
    const state: TStepState = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
    return { status: step, state, at: state === 'upcoming' ? null : (reachedAt.get(step)?.at ?? null), reason: null };
  });
}
