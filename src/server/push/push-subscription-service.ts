import type { TPushSubscriptionRequest } from '@/contracts/push-contract';
import type { Queryable } from '@/server/db/client';
import { notFound } from '@/server/http/app-error-factory';
import { deleteOwnPushSubscription, upsertPushSubscription } from './push-subscription-repository';

/** Enough of the browser's name for the diner to tell their devices apart; no more is kept. */
const USER_AGENT_MAX_LENGTH = 300;

/** POST /push-subscriptions: this browser now gets the caller's pushes (taken over if another diner had it). */
export async function savePushSubscription(db: Queryable, userId: string, subscription: TPushSubscriptionRequest, userAgent: string | undefined) {
  await upsertPushSubscription(db, {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
  });
  return { endpoint: subscription.endpoint };
}

/** DELETE /push-subscriptions: only the caller's own; anybody else's answers as unknown. */
export async function removePushSubscription(db: Queryable, userId: string, endpoint: string): Promise<void> {
  if (!(await deleteOwnPushSubscription(db, userId, endpoint))) throw notFound('Push subscription');
}
