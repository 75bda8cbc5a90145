import type { Queryable } from '@/server/db/client';

export interface PointsEntry {
  userId: string;
  reason: 'order_completed' | 'booking_honoured';
  referenceId: string;
  spentAmount: number;
  currency: string;
}

/** The seam to the rewards module: until its ledger lands, finishing an order or a booking earns nothing. */
export async function earnPointsOnce(_tx: Queryable, _entry: PointsEntry): Promise<number> {
  return 0;
}
