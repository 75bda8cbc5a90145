import type { TPushSubscriptionRequest } from '@/contracts/push-contract';
import { isAppError } from '@/lib/errors/app-error';
import { deletePushSubscription, getPushPublicKey, savePushSubscription } from '../api/push-subscription-api';

const SERVICE_WORKER_URL = '/sw.js';

/** Browsers without Web Push (an iPhone outside an installed app, an old browser) get no control. */
export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** This browser's subscription, if it has one; asks the diner nothing. */
export async function findDeviceSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Asks the browser's permission (only ever from the diner's click), then subscribes it with the
 * server's key and hands the subscription to the server.
 */
export async function subscribeDevice(): Promise<'subscribed' | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(await getPushPublicKey());
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  try {
    await savePushSubscription(subscription.toJSON() as TPushSubscriptionRequest);
  } catch (error) {
    // A subscription the server does not know would show the box ticked on the next visit.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'subscribed';
}

/** Unsubscribes this browser and forgets it on the server (already forgotten there is fine). */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await findDeviceSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  try {
    await deletePushSubscription(endpoint);
  } catch (error) {
    if (!(isAppError(error) && error.statusCode === 404)) throw error;
  }
}
