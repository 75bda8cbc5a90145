import type { AppDeps } from '@/server/http/app-env';
import { publishBestEffort } from '@/server/adapters/realtime/publish-best-effort';
import { findPartyUserIds } from '@/server/groups/group-repository';
import { findStaffUserIdsOf } from '@/server/staff/staff-repository';

/**
 * After a committed change to a booking (status, time, dishes): its diner and the guests who are
 * coming refetch it, and so do the restaurant's staff lists of the day.
 */
export async function publishBookingChange(deps: Pick<AppDeps, 'db' | 'realtime' | 'logger'>, reservationId: string): Promise<void> {
  await publishBestEffort(deps, 'booking', async () => {
    const [party, staff] = [await findPartyUserIds(deps.db, reservationId), await findStaffUserIdsOf(deps.db, { reservationId })];
    return { userIds: [...new Set([...party, ...staff])], event: { type: 'booking', id: reservationId } };
  });
}
