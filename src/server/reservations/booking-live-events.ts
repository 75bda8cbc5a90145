import type { AppDeps } from '@/server/http/app-env';
import { publishBestEffort } from '@/server/adapters/realtime/publish-best-effort';
import { findPartyUserIds } from '@/server/groups/group-repository';

/** After a committed change to a booking (status, time, dishes): its diner and the guests who are coming refetch it. */
export async function publishBookingChange(deps: Pick<AppDeps, 'db' | 'realtime' | 'logger'>, reservationId: string): Promise<void> {
  await publishBestEffort(deps, 'booking', async () => ({ userIds: await findPartyUserIds(deps.db, reservationId), event: { type: 'booking', id: reservationId } }));
}
