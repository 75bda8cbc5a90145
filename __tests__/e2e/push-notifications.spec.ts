import { expect, test } from './support/test';
import { expectNoSeriousAxeViolation } from './support/axe';
import { signInNewDiner } from './support/diner-accounts';

// Headless Chromium has no push service to reach offline, so subscribing itself is covered by the
// unit test of the control (browser boundary stubbed) and the API tests (a local push service).

test('the service worker is served as JavaScript at /sw.js, never from a stale cache @any-width', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
  // Browsers revalidate it at every check for an update, so a new version reaches them at once.
  expect(response.headers()['cache-control']).toMatch(/max-age=0|no-cache/);
  const source = await response.text();
  expect(source).toContain("addEventListener('push'");
  expect(source).toContain("addEventListener('notificationclick'");
});

test('the notifications page offers “Recevoir les notifications sur cet appareil” without asking permission on load @any-width', async ({ page, request, context }) => {
  await signInNewDiner(request, context, { label: 'push', firstName: 'Awa', lastName: 'Diallo' });
  await page.goto('/my-account/notification');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'Recevoir les notifications sur cet appareil' });
  await expect(box).toBeEnabled();
  await expect(box).not.toBeChecked();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await expectNoSeriousAxeViolation(page);
});
