/**
 * On a shared phone the next person must not receive the previous diner's reminders and order
 * steps: signing out drops this browser's push subscription (here and on the server, while the
 * session still allows it). The push code loads only at that moment, and only where push exists.
 */
export async function forgetDevicePush(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const { unsubscribeDevice } = await import('@/features/notifications/push/device-push');
    await unsubscribeDevice();
  } catch {
    // Signing out never waits on push: the server forgets a subscription that answers 404/410.
  }
}
