import { expect, test, type APIRequestContext, type Locator } from './support/test';
import { expectNoSeriousAxeViolation } from './support/axe';
import { signInNewDiner } from './support/diner-accounts';
import { findUntranslatedKeys } from './support/untranslated-keys';


interface TMenuDish { id: number; name: string; allergens: string[]; dietaryTags: string[]; isAvailable: boolean }
interface TSlot { time: string; isAvailable: boolean }
interface TPlaces { timeZone: string; days?: { date: string; slots: TSlot[] }[] }

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const localDate = (timeZone: string, date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/**
 * A seeded restaurant that takes bookings, with a free slot for two tomorrow and a dish that has
 * both allergens and dietary tags. Other specs book the first restaurants: these start further on.
 */
async function findRestaurant(request: APIRequestContext) {
  const list = (await (await request.get(`/api/restaurants?filter=${encodeURIComponent(JSON.stringify({ limit: 50 }))}`)).json()) as { items: { id: number; name: string }[] };
  const now = new Date();
  let skip = test.info().project.name === 'desktop' ? 3 : 2;
  for (const restaurant of list.items) {
    const data = (await (await request.get(`/api/restaurants/data/${restaurant.id}`)).json()) as { services: { booking: boolean }; menus: { dishes?: TMenuDish[] }[] };
    const dish = data.menus.flatMap((menu) => menu.dishes ?? []).find((d) => d.isAvailable && d.allergens.length > 0 && d.dietaryTags.length > 0);
    if (!data.services.booking || !dish) continue;
    const places = (await (await request.get(`/api/restaurants/placeRemaining/${restaurant.id}?minDate=${isoDate(now)}&maxDate=${isoDate(new Date(now.getTime() + 2 * 86_400_000))}&guests=2`)).json()) as TPlaces;
    const tomorrow = places.days ? localDate(places.timeZone, new Date(now.getTime() + 86_400_000)) : '';
    const slot = places.days?.find((day) => day.date === tomorrow)?.slots.find((s) => s.isAvailable);
    if (!slot) continue;
    if (skip-- > 0) continue;
    return { ...restaurant, dish, tomorrow, slot: slot.time };
  }
  throw new Error('no seeded restaurant fits: bookable tomorrow, with a dish that has allergens and dietary tags');
}

/** The two boxes share no pixel. */
async function expectApart(toast: Locator, action: Locator) {
  const a = (await toast.boundingBox())!;
  const b = (await action.boundingBox())!;
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `toast ${JSON.stringify(a)} covers the action ${JSON.stringify(b)}`).toBe(false);
}


test.describe('dish window and toasts on the restaurant page', () => {
  test('§2 the dish window opened from the restaurant page says everything in the diner language', async ({ page, request }) => {
    const restaurant = await findRestaurant(request);
    await page.goto(`/restaurant?shop=${restaurant.id}`);
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();

    await page.getByTestId('dish').filter({ hasText: restaurant.dish.name }).first().getByRole('button', { name: restaurant.dish.name }).click();
    const dish = page.getByRole('dialog', { name: restaurant.dish.name });
    await expect(dish.getByRole('heading', { name: 'Allergènes' })).toBeVisible();
    await expect(dish.getByRole('heading', { name: 'Régimes alimentaires' })).toBeVisible();
    await expect(dish.getByText(restaurant.name, { exact: true })).toBeVisible();
    const dishText = await dish.evaluate((element) => (element as HTMLElement).innerText);
    expect(findUntranslatedKeys(dishText)).toEqual([]);
    for (const code of [...restaurant.dish.allergens, ...restaurant.dish.dietaryTags]) expect(dishText.split('\n')).not.toContain(code);
    await expectNoSeriousAxeViolation(page, '[role="dialog"]');
  });

  test('toasts never cover a primary action: the sticky booking bar, the cart checkout button', async ({ page, request, context }) => {
    test.setTimeout(90_000);
    await signInNewDiner(request, context);
    const restaurant = await findRestaurant(request);
    await page.goto(`/restaurant?shop=${restaurant.id}`);
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();

    // Adding a dish closes its window and says so in a toast, clear of the sticky booking bar.
    await page.getByTestId('dish').filter({ hasText: restaurant.dish.name }).first().getByRole('button', { name: restaurant.dish.name }).click();
    await page.getByRole('dialog', { name: restaurant.dish.name }).getByRole('button', { name: /^Ajouter/ }).click();
    const added = page.getByTestId('toast-region').getByRole('status').filter({ hasText: restaurant.dish.name });
    await expect(added).toBeVisible();
    const bookingBar = page.getByTestId('booking-bar');
    if (test.info().project.name === 'mobile') {
      await expect(bookingBar).toBeVisible();
      await expectApart(added, bookingBar.getByRole('button', { name: 'Réserver une table' }));
    } else {
      await expect(bookingBar).toBeHidden();
    }
    await added.getByRole('button', { name: 'Fermer' }).click();

    // Holding a table raises a toast; the cart opened meanwhile keeps its checkout button clear.
    await page.getByRole('button', { name: 'Réserver une table' }).first().click();
    const booking = page.getByRole('dialog', { name: 'Réserver une table' });
    await booking.locator(`[data-date="${restaurant.tomorrow}"]`).click();
    await booking.getByTestId('slots').getByRole('button', { name: restaurant.slot }).click();
    await booking.getByRole('button', { name: 'Réserver', exact: true }).click();
    await expect(booking).toBeHidden();
    const held = page.getByTestId('toast-region').getByRole('status').filter({ hasText: 'Table retenue' });
    await expect(held).toBeVisible();
    await page.getByRole('button', { name: /^Panier/ }).click();
    const checkout = page.getByRole('dialog', { name: 'Votre panier' }).getByRole('link', { name: 'Passer à la validation' });
    await expect(checkout).toBeVisible();
    await expect(held).toBeVisible();
    await expectApart(held, checkout);
  });
});
