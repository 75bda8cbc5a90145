import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, staffEmailFor } from '../../../src/server/db/seed/demo-accounts';

interface TDishDetail { id: number; optionGroups: { id: number; minSelect: number; options: { id: number }[] }[] }

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A seeded restaurant's id and name, as its staff account sees them. */
export async function restaurantOf(request: APIRequestContext, slug: string) {
  const login = await request.post('/api/auth/login', { data: { email: staffEmailFor(slug), password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const { items } = (await (await request.get('/api/manager/restaurants', { headers: bearer(token) })).json()) as { items: { id: number; name: string }[] };
  return items[0];
}

/** One of the diner's addresses, a few hundred metres from the restaurant (within its delivery area). */
export async function addressNear(request: APIRequestContext, token: string, restaurantId: number) {
  const data = (await (await request.get(`/api/restaurants/data/${restaurantId}`)).json()) as { cityId?: number; city?: { id: number }; coordinates: { latitude: number; longitude: number } };
  const cityId = data.cityId ?? data.city?.id;
  const body = { label: 'Maison', line1: 'Rue 12.054', cityId, latitude: data.coordinates.latitude + 0.004, longitude: data.coordinates.longitude + 0.004 };
  const created = await request.post('/api/addresses', { headers: bearer(token), data: body });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { id: string }).id;
}

/** A placed take-away or delivery of two portions of the first dish, at the first lunch or dinner time of the next days that checkOrder accepts. */
export async function placeOrder(request: APIRequestContext, token: string, restaurantId: number, { type = 'TAKE_AWAY', addressId }: { type?: 'TAKE_AWAY' | 'DELIVERY'; addressId?: string } = {}) {
  const list = (await (await request.get(`/api/dishes?restaurantId=${restaurantId}&limit=5`)).json()) as { items: { id: number }[] };
  const dish = (await (await request.get(`/api/dishes/${list.items[0].id}`)).json()) as TDishDetail;
  const collections = Object.fromEntries(dish.optionGroups.filter((group) => group.minSelect > 0).map((group) => [String(group.id), group.options.slice(0, group.minSelect).map((option) => option.id)]));
  const dishes = [{ draftId: 'e2e-pay-1', dishId: dish.id, count: 2, collections }];
  for (const days of [1, 2, 3]) {
    for (const time of ['12:30', '19:30']) {
      const at = `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}:00.000Z`;
      const body = { restaurantId, type, dishes, timing: { mode: 'scheduled', at }, ...(addressId && { addressId }) };
      const check = (await (await request.post('/api/reservation/order/checkOrder', { headers: bearer(token), data: body })).json()) as { ok: boolean };
      if (!check.ok) continue;
      const draft = await request.post('/api/reservation/order', { headers: bearer(token), data: body });
      const { id } = (await draft.json()) as { id: string };
      expect((await request.post(`/api/reservation/order/${id}/place`, { headers: bearer(token), data: {} })).ok()).toBe(true);
      return id;
    }
  }
  throw new Error(`No lunch or dinner time open for a ${type} in the next three days`);
}
