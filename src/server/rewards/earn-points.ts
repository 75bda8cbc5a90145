import { POINTS_PER_HONOURED_BOOKING, SPEND_PER_POINT } from '@/contracts/reward-limits';
import type { Queryable } from '@/server/db/client';
import { rewardPoints } from '@/server/db/schema';

export interface EarnEntry {
  userId: string;
  reason: 'order_completed' | 'booking_honoured';
  referenceId: string;
  spentAmount: number;
  currency: string;
}

/** One point per SPEND_PER_POINT minor units spent (none in a currency without a rate), plus the bonus for turning up. */
export function pointsFor(entry: Pick<EarnEntry, 'reason' | 'spentAmount' | 'currency'>): number {
  const rate = SPEND_PER_POINT[entry.currency];
  const fromSpend = rate ? Math.floor(Math.max(entry.spentAmount, 0) / rate) : 0;
  return fromSpend + (entry.reason === 'booking_honoured' ? POINTS_PER_HONOURED_BOOKING : 0);
}

/**
 * Credits the points of a completed order or an honoured booking once: the unique
 * (user, reason, reference) index makes a replayed step add nothing. Returns the points added.
 */
export async function earnPoints(tx: Queryable, entry: EarnEntry): Promise<number> {
  const points = pointsFor(entry);
  if (points <= 0) return 0;
  const inserted = await tx
    .insert(rewardPoints)
    .values({ userId: entry.userId, delta: points, reason: entry.reason, referenceId: entry.referenceId })
    .onConflictDoNothing({ target: [rewardPoints.userId, rewardPoints.reason, rewardPoints.referenceId] })
    .returning({ delta: rewardPoints.delta });
  return inserted[0]?.delta ?? 0;
}

