import type { AppDeps } from '@/server/http/app-env';
import { publishBestEffort } from '@/server/adapters/realtime/publish-best-effort';
import { findStaffUserIdsOf } from '@/server/staff/staff-repository';

/**
 * After a committed change to an order (placed, a kitchen step, a cancellation): the diner's tabs
 * refetch it, and so do the restaurant's staff lists (a new order shows there without waiting).
 */
export function publishOrderChange(deps: Pick<AppDeps, 'db' | 'realtime' | 'logger'>, userId: string, orderId: string): Promise<void> {
  return publishBestEffort(deps, 'order', async () => ({ userIds: [...new Set([userId, ...(await findStaffUserIdsOf(deps.db, { orderId }))])], event: { type: 'order', id: orderId } }));
}
