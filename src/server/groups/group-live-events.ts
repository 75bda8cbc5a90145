import type { AppDeps } from '@/server/http/app-env';
import { publishBestEffort } from '@/server/adapters/realtime/publish-best-effort';
import { findGroupAudience } from './group-repository';

/** After a committed change to a group: its host and invited diners refetch the booking's group (the event names the booking). */
export async function publishGroupChange(deps: Pick<AppDeps, 'db' | 'realtime' | 'logger'>, groupId: string): Promise<void> {
  await publishBestEffort(deps, 'group', async () => {
    const audience = await findGroupAudience(deps.db, groupId);
    return audience && { userIds: audience.userIds, event: { type: 'group', id: audience.reservationId } };
  });
}
