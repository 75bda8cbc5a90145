import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolation } from './support/axe';
import { findBookableRestaurant } from './support/bookable-restaurant';
import { signInNewDiner } from './support/diner-accounts';
import { findUntranslatedKeys } from './support/untranslated-keys';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

test('a booking confirmed elsewhere rings the bell of the diner’s open tab live, and opening the page clears it in every tab', async ({ page, request, context }, testInfo) => {
  test.setTimeout(90_000);
  const token = await signInNewDiner(request, context, { label: 'notifications', firstName: 'Awa', lastName: 'Diallo' });
  // Restaurants no other spec books, one per project, so both widths find their table free.
  const restaurant = await findBookableRestaurant(request, testInfo.project.name === 'desktop' ? 5 : 4);

  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live');
  await page.goto('/');
  await stream;
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-count')).toBeHidden();
  const second = await context.newPage();
  await second.goto('/restaurant');
  await expect(bell(second)).toHaveAccessibleName('Notifications');

  // The diner confirms a booking from another device (the API, as the app would).
  const created = await request.post('/api/reservations/create', { headers: bearer(token), data: { restaurantId: restaurant.id, startsAt: restaurant.at2000, guests: 2 } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.patch(`/api/reservations/${id}`, { headers: bearer(token), data: { status: 'confirmed' } })).status()).toBe(200);

  // Polling alone would wait for the next 10 s tick: the live channel rings within 5.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 non lue', { timeout: 5_000 });
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await expect(bell(second)).toHaveAccessibleName('Notifications, 1 non lue', { timeout: 5_000 });
  await page.getByRole('banner').screenshot({ path: testInfo.outputPath(`bell-${testInfo.project.name}.png`) });

  await bell(page).click();
  await expect(page).toHaveURL(/\/my-account\/notification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = page.getByRole('link', { name: `Votre réservation chez ${restaurant.name} est confirmée.` });
  await expect(item).toHaveAttribute('href', `/my-account/bookings/${id}`);
  await expect(page.getByText('Nouveau')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText(/il y a|maintenant|secondes/)).toBeVisible();
  // Seen: the bell clears here and, through the live channel, in the other tab.
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(bell(second)).toHaveAccessibleName('Notifications', { timeout: 5_000 });
  await expect.poll(() => page.evaluate(() => window.__tableeAnalytics?.actions ?? [])).toContainEqual({ name: 'notificationView', params: { unread: 1 } });

  expect(findUntranslatedKeys(await page.locator('body').innerText())).toEqual([]);
  await expectNoSeriousAxeViolation(page);
  await page.screenshot({ path: testInfo.outputPath(`page-${testInfo.project.name}.png`), fullPage: true });

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/my-account/bookings/${id}$`));
});

test('a signed-in diner’s header, bell included, fits a 360px phone without sideways scrolling', async ({ page, request, context }) => {
  test.skip(test.info().project.name !== 'mobile', 'phone layout');
  await signInNewDiner(request, context, { label: 'notifications-narrow' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/restaurant');
  await expect(bell(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Mon compte' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('banner').screenshot({ path: test.info().outputPath('bell-360.png') });
});
