import { expect, test, type APIRequestContext } from './support/test';
import { findBookableRestaurant } from './support/bookable-restaurant';
import { createVerifiedDiner, signInNewDiner } from './support/diner-accounts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A confirmed booking of the host for 2 tomorrow at 20:00, with its group and one invitation link. */
async function bookWithLink(request: APIRequestContext, hostToken: string) {
  // Restaurants other than booking-flow's, so both specs find their table free.
  const restaurant = await findBookableRestaurant(request, test.info().project.name === 'desktop' ? 3 : 2);
  const created = await request.post('/api/reservations/create', { headers: bearer(hostToken), data: { restaurantId: restaurant.id, startsAt: restaurant.at2000, guests: 2 } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.patch(`/api/reservations/${id}`, { headers: bearer(hostToken), data: { status: 'confirmed' } })).status()).toBe(200);
  const group = (await (await request.post('/api/groups', { headers: bearer(hostToken), data: { reservationId: id } })).json()) as { id: string };
  const link = await request.post(`/api/groups/${group.id}/links`, { headers: bearer(hostToken) });
  expect(link.status()).toBe(201);
  return { reservationId: id, linkToken: ((await link.json()) as { token: string }).token };
}

test('the host sees a guest accept while the booking is open: pushed by the live channel, well before the 10 s poll', { tag: '@any-width' }, async ({ page, request, context }) => {
  test.setTimeout(60_000);
  const hostToken = await signInNewDiner(request, context, { label: 'live-host', firstName: 'Awa', lastName: 'Diallo' });
  const { reservationId, linkToken } = await bookWithLink(request, hostToken);
  const guest = await createVerifiedDiner(request, { label: 'live-guest', firstName: 'Moussa', lastName: 'Sarr' });
  const guestToken = ((await (await request.post('/api/auth/login', { data: guest })).json()) as { token: string }).token;

  // The browser opens the stream itself, with the auth_token cookie (EventSource sends no header).
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live');
  await page.goto(`/my-account/bookings/${reservationId}`);
  const live = await stream;
  expect(live.status()).toBe(200);
  expect(live.headers()['content-type']).toContain('text/event-stream');
  expect(new URL(live.url()).search).toBe('');
  const social = page.getByTestId('booking-social');
  await expect(social).toBeVisible();
  await expect(social).not.toContainText('Moussa');

  const answered = await request.patch(`/api/groups/users/${linkToken}`, { headers: bearer(guestToken), data: { status: 'accepted' } });
  expect(answered.status()).toBe(200);
  // Polling alone would show the guest only at the next 10 s tick after the page loaded.
  await expect(social).toContainText('Moussa', { timeout: 5_000 });
});
