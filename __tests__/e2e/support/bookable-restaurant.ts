import { expect, test, type APIRequestContext } from '@playwright/test';

interface TSlot { time: string; startsAt: string; isAvailable: boolean }
interface TPlaces { timeZone: string; days: { date: string; slots: TSlot[] }[] }

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const localDate = (timeZone: string, date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/**
 * A seeded restaurant that takes bookings, has dishes on its menu and a free table for 4 tomorrow
 * at 20:00 and 20:30. The phone and desktop projects run at the same time: each books its own
 * restaurant, so that neither takes the other's table.
 */
export async function findBookableRestaurant(request: APIRequestContext, skip = test.info().project.name === 'desktop' ? 1 : 0) {
  const list = (await (await request.get(`/api/restaurants?filter=${encodeURIComponent(JSON.stringify({ limit: 50 }))}`)).json()) as { items: { id: number; name: string }[] };
  expect(list.items.length).toBeGreaterThan(0);
  const now = new Date();
  let toSkip = skip;
  for (const restaurant of list.items) {
    const places = (await (await request.get(`/api/restaurants/placeRemaining/${restaurant.id}?minDate=${isoDate(now)}&maxDate=${isoDate(new Date(now.getTime() + 2 * 86_400_000))}&guests=4`)).json()) as TPlaces;
    if (!places.days) continue;
    const tomorrow = localDate(places.timeZone, new Date(now.getTime() + 86_400_000));
    const slots = places.days.find((day) => day.date === tomorrow)?.slots ?? [];
    const free = (time: string) => slots.some((slot) => slot.time === time && slot.isAvailable);
    if (!free('20:00') || !free('20:30')) continue;
    const data = (await (await request.get(`/api/restaurants/data/${restaurant.id}`)).json()) as { services: { booking: boolean }; menus: { dishes?: unknown[] }[] };
    if (!data.services.booking || !data.menus.some((menu) => (menu.dishes?.length ?? 0) >= 2)) continue;
    if (toSkip > 0) {
      toSkip -= 1;
      continue;
    }
    const at2000 = slots.find((slot) => slot.time === '20:00')?.startsAt ?? '';
    return { ...restaurant, tomorrow, at2000 };
  }
  throw new Error('no seeded restaurant is bookable tomorrow at 20:00 and 20:30 for 4');
}
