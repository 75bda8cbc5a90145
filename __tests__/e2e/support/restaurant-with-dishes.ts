import type { APIRequestContext } from '@playwright/test';

/** A seeded restaurant whose page lists dishes with their prices. */
export async function findRestaurantWithDishes(request: APIRequestContext): Promise<number> {
  const list = (await (await request.get(`/api/restaurants?filter=${encodeURIComponent(JSON.stringify({ limit: 20 }))}`)).json()) as { items: { id: number }[] };
  for (const { id } of list.items) {
    const data = (await (await request.get(`/api/restaurants/data/${id}`)).json()) as { menus: { dishes?: unknown[] }[] };
    if (data.menus.some((menu) => (menu.dishes?.length ?? 0) > 0)) return id;
  }
  throw new Error('no seeded restaurant has dishes');
}
