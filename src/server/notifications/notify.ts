import { OFFER_NOTIFICATION_KINDS, type TNotificationKind, type TNotificationParams } from '@/contracts/notification-kinds';
import { publishBestEffort } from '@/server/adapters/realtime/publish-best-effort';
import type { AppDeps } from '@/server/http/app-env';
import { pushNotification } from '@/server/push/push-notifications';
import { findNotificationFlags, insertNotification } from './notification-repository';

type NotifyDeps = Pick<AppDeps, 'db' | 'realtime' | 'push' | 'logger' | 'now'>;

/** SPEC §3 notification flags: offers follow specialOffers, everything else the application flag. */
function isWanted(kind: TNotificationKind, flags: { application: boolean; specialOffers: boolean }): boolean {
  return OFFER_NOTIFICATION_KINDS.includes(kind) ? flags.specialOffers : flags.application;
}

async function notifyOne(deps: NotifyDeps, userId: string, kind: TNotificationKind, params: TNotificationParams, link: string | null) {
  const flags = await findNotificationFlags(deps.db, userId);
  if (!flags || !isWanted(kind, flags)) return;
  const id = await insertNotification(deps.db, { userId, kind, params, link, at: deps.now() });
  if (!id) return;
  await publishBestEffort(deps, 'notification', async () => ({ userIds: [userId], event: { type: 'notification', id } }));
  await pushNotification(deps, userId, kind, params, link);
}

/**
 * Tells diners something happened, after the change that caused it committed: stored for their
 * notification page (if their flags allow it), announced on their live channel and, for a booking
 * reminder or an order step, pushed to the devices they subscribed. Best effort
 * like an e-mail: a notification that cannot be stored is logged (by kind only) and the change
 * that caused it still succeeds.
 */
export async function notify(deps: NotifyDeps, userIds: string | readonly string[], kind: TNotificationKind, params: TNotificationParams, link: string | null): Promise<void> {
  for (const userId of typeof userIds === 'string' ? [userIds] : userIds) {
    try {
      await notifyOne(deps, userId, kind, params, link);
    } catch (error) {
      deps.logger.error({ err: error, notificationKind: kind }, 'could not store a notification');
    }
  }
}
