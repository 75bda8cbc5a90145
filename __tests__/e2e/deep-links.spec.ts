import { expect, test } from './support/test';

test.describe('deep links', { tag: '@any-width' }, () => {
  test('§2 eventId wins over restaurantId and the redirect is a 307', async ({ page, request }) => {
    const response = await request.get('/?restaurantId=4&eventId=5', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/event/5');
    await page.goto('/?restaurantId=4&eventId=5');
    await expect(page).toHaveURL(/\/event\/5$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('§2 restaurantId alone opens the restaurant page, from any page and in the visitor’s language', async ({ page, request }) => {
    const list = await request.get('/api/restaurants', { params: { filter: JSON.stringify({ limit: 1, order: ['id ASC'] }) } });
    const [restaurant] = (await list.json()).items as Array<{ id: number; name: string }>;
    await page.goto(`/?restaurantId=${restaurant.id}`);
    await expect(page).toHaveURL(new RegExp(`/restaurant\\?shop=${restaurant.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.name);

    const english = await request.get(`/en/faq?bookingId=9&restaurantId=${restaurant.id}`, { maxRedirects: 0 });
    expect(english.status()).toBe(307);
    expect(english.headers().location).toBe('/en/my-account/bookings/9');
  });
});
