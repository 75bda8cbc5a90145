import type { TOrderProblem, TOrderTiming } from '@/contracts/order-contract';
import { MAX_ORDER_DAYS_AHEAD } from '@/contracts/order-limits';
import { problem } from './order-problem';

const MINUTE_MS = 60_000;
const ASAP_STEP_MS = 5 * MINUTE_MS;

/** "As soon as possible": now + the kitchen's prep time, rounded up to the next 5 minutes (a time a diner can read and keep). */
export function asapReadyAt(now: Date, prepMinutes: number): Date {
  const earliest = now.getTime() + prepMinutes * MINUTE_MS;
  return new Date(Math.ceil(earliest / ASAP_STEP_MS) * ASAP_STEP_MS);
}

/** The instant the order should be ready (take-away) or delivered, before any rule is applied. */
export const requestedReadyAt = (timing: TOrderTiming, now: Date, prepMinutes: number): Date =>
  timing.mode === 'asap' ? asapReadyAt(now, prepMinutes) : new Date(timing.at);

export interface TimingInput {
  timing: TOrderTiming;
  now: Date;
  prepMinutes: number;
  /** Whether the restaurant is open at the requested ready time, in its own zone (weekly_open_minutes). */
  isOpenAtReadyTime: boolean;
}

/**
 * The timing rules of a take-away or delivery order. ASAP is ready at now + prep (rounded up) and
 * the restaurant must be open then. A scheduled time must not be past, must leave the kitchen its
 * prep time, must fall within MAX_ORDER_DAYS_AHEAD days and inside the opening hours.
 */
export function checkTiming(input: TimingInput): { readyAt: Date | null; problems: TOrderProblem[] } {
  const { timing, now, prepMinutes } = input;
  const readyAt = requestedReadyAt(timing, now, prepMinutes);
  const problems: TOrderProblem[] = [];
  if (timing.mode === 'scheduled') {
    const earliest = new Date(now.getTime() + prepMinutes * MINUTE_MS);
    const latest = new Date(now.getTime() + MAX_ORDER_DAYS_AHEAD * 86_400_000);
    if (readyAt < now) problems.push(problem('time_in_past', 'The chosen time has already passed'));
    else if (readyAt < earliest) problems.push(problem('time_too_soon', `The kitchen needs ${prepMinutes} minutes; choose ${earliest.toISOString()} or later`, { earliest: earliest.toISOString(), prepMinutes }));
    else if (readyAt > latest) problems.push(problem('time_too_far', `Orders can be scheduled at most ${MAX_ORDER_DAYS_AHEAD} days ahead`, { maxDaysAhead: MAX_ORDER_DAYS_AHEAD }));
  }
  if (problems.length === 0 && !input.isOpenAtReadyTime) {
    problems.push(problem('restaurant_closed', 'The restaurant is closed at that time', { readyAt: readyAt.toISOString() }));
  }
  return { readyAt: problems.length ? null : readyAt, problems };
}
