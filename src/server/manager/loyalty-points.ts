import type { Queryable } from '@/server/db/client';
import { earnPoints, type EarnEntry } from '@/server/rewards/earn-points';

/** The rewards ledger credits a completed order or an honoured booking once, however often the step is replayed. */
export const earnPointsOnce = (tx: Queryable, entry: EarnEntry): Promise<number> => earnPoints(tx, entry);
