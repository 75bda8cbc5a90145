/** What the dish card and detail say about today's portions. */
export type TRemainingLabel = { key: 'soldOut' } | { key: 'unavailable' } | { key: 'remaining'; count: number } | null;

/**
 * A dish with a daily stock says how many portions are left today ("Plus que 3 portions
 * aujourd'hui") or that it is sold out; an unlimited one says nothing; a withdrawn one is unavailable.
 */
export function describeRemaining({ isAvailable, remainingToday }: { isAvailable: boolean; remainingToday: number | null }): TRemainingLabel {
  if (!isAvailable) return { key: 'unavailable' };
  if (remainingToday === null) return null;
  if (remainingToday <= 0) return { key: 'soldOut' };
  return { key: 'remaining', count: remainingToday };
}
