/**
 * What the shell loads just after the first paint for a signed-in diner, as one chunk: the bell,
 * and what signing out does to this browser's push subscription.
 */
import { unsubscribeDevice } from './push/device-push';

export { NotificationBell } from './components/notification-bell';

/**
 * On a shared phone the next person must not receive the previous diner's reminders and order
 * steps: signing out drops this browser's push subscription (here and on the server, while the
 * session still allows it). Never holds signing out up.
 */
export async function forgetDevicePush(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    await unsubscribeDevice();
  } catch {
    // The server also forgets a subscription the push service calls gone (404/410).
  }
}
