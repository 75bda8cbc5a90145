import type { AppDeps } from '@/server/http/app-env';
import { publishBestEffort } from '@/server/adapters/realtime/publish-best-effort';

/** After a committed change to an order (placed, a kitchen step, a cancellation): the diner's tabs refetch it. */
export function publishOrderChange(deps: Pick<AppDeps, 'realtime' | 'logger'>, userId: string, orderId: string): Promise<void> {
  return publishBestEffort(deps, 'order', async () => ({ userIds: [userId], event: { type: 'order', id: orderId } }));
}
