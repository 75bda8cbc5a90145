import type { TNotificationKind, TNotificationParams } from '@/contracts/notification-kinds';
import { notificationText } from '@/contracts/notification-text';
import type { TPushPayload } from '@/contracts/push-contract';
import type { PushSendOptions } from '@/server/adapters/push/push-adapter';
import type { AppDeps } from '@/server/http/app-env';
import { notificationTranslator } from '@/server/notifications/notification-copy';
import { deletePushSubscription, findPushLanguage, findPushSubscriptions, markPushDelivered } from './push-subscription-repository';

type PushDeps = Pick<AppDeps, 'db' | 'push' | 'logger' | 'now'>;

/**
 * The kinds that also reach the diner's devices, and how: a reminder is worth a few hours on a
 * phone that is off; an order step is stale within the hour but should wake the phone.
 */
const PUSHED_KINDS = {
  booking_reminder: { ttlSeconds: 4 * 3600, urgency: 'normal' },
  order_status: { ttlSeconds: 3600, urgency: 'high' },
} satisfies Partial<Record<TNotificationKind, PushSendOptions>>;
type PushedKind = keyof typeof PUSHED_KINDS;

const isPushedKind = (kind: TNotificationKind): kind is PushedKind => Object.hasOwn(PUSHED_KINDS, kind);

async function pushPayload(deps: PushDeps, userId: string, kind: PushedKind, params: TNotificationParams, link: string | null): Promise<string> {
  const t = notificationTranslator(await findPushLanguage(deps.db, userId));
  const payload: TPushPayload = { title: t(`pushTitle.${kind}`), body: notificationText(t, { kind, params }), url: link ?? '/my-account/notification' };
  return JSON.stringify(payload);
}

/**
 * Sends a stored notification to each of the diner's subscribed devices (the caller has already
 * checked their flags). Best effort: a subscription the push service no longer knows (404/410)
 * is deleted, any other failure is logged by kind and status only (never the endpoint) and the
 * change that caused it stands.
 */
export async function pushNotification(deps: PushDeps, userId: string, kind: TNotificationKind, params: TNotificationParams, link: string | null): Promise<void> {
  if (!isPushedKind(kind)) return;
  const options: PushSendOptions = PUSHED_KINDS[kind];
  try {
    const subscriptions = await findPushSubscriptions(deps.db, userId);
    if (subscriptions.length === 0) return;
    const payload = await pushPayload(deps, userId, kind, params, link);
    await Promise.all(
      subscriptions.map(async (subscription) => {
        try {
          const outcome = await deps.push.send(subscription, payload, options);
          if (outcome.result === 'delivered') await markPushDelivered(deps.db, subscription.id, deps.now());
          else if (outcome.result === 'gone') await deletePushSubscription(deps.db, subscription.id);
          else deps.logger.warn({ notificationKind: kind, pushStatus: outcome.status }, 'the push service refused a push');
        } catch (error) {
          deps.logger.warn({ notificationKind: kind, errorName: error instanceof Error ? error.name : typeof error }, 'could not reach the push service');
        }
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, notificationKind: kind }, 'could not push a notification');
  }
}
