import type { TLiveEvent, TLiveEventType } from '@/contracts/live-contract';
import type { Logger } from '@/server/logging/logger';
import type { RealtimeAdapter } from './realtime-adapter';

export interface LivePublication {
  userIds: readonly string[];
  event: TLiveEvent;
}

/**
 * Tells the users a committed change concerns; `resolve` reads who they are (null: nobody). Called
 * after the write committed, so a lost live event must not turn a saved change into an error: the
 * tab still polls while its channel is down and refetches on focus. Logged by kind only.
 */
export async function publishBestEffort(
  deps: { realtime: RealtimeAdapter; logger: Logger },
  type: TLiveEventType,
  resolve: () => Promise<LivePublication | null>,
): Promise<void> {
  try {
    const publication = await resolve();
    if (publication) await deps.realtime.publish(publication.userIds, publication.event);
  } catch (error) {
    deps.logger.error({ err: error, liveEvent: type }, 'could not publish a live event');
  }
}
