/* Tablée service worker: shows the pushes the server sends (booking reminders, order steps) and opens
   their page when tapped. It caches nothing, so the site behaves exactly as without it. */

const ICON = '/images/brand/notification-icon.png';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The payload is {title, body, url}, encrypted by the server for this browser only. */
function readPush(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return { title: String(data.title || 'Tablée'), body: String(data.body || ''), url: typeof data.url === 'string' ? data.url : '/' };
  } catch {
    return { title: 'Tablée', body: event.data ? event.data.text() : '', url: '/' };
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  event.waitUntil(self.registration.showNotification(push.title, { body: push.body, icon: ICON, badge: ICON, data: { url: push.url } }));
});

/** Only pages of this site: a url from elsewhere opens the home page. */
function targetOf(notification) {
  const url = new URL((notification.data && notification.data.url) || '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin + '/';
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf(event.notification);
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = open.find((client) => client.url === target) || open.find((client) => new URL(client.url).origin === self.location.origin);
      if (!same) return self.clients.openWindow(target);
      const focused = await same.focus();
      if (focused.url === target) return undefined;
      // navigate() only works on a tab this worker controls; any other opens the page anew.
      return focused.navigate(target).catch(() => self.clients.openWindow(target));
    })(),
  );
});
