import type { APIRequestContext } from '@playwright/test';

/** The page of a seeded restaurant with photos (the one with an upcoming event). */
export async function restaurantWithPhotos(request: APIRequestContext): Promise<string> {
  const events = await request.get('/api/events', { params: { pageSize: '1' } });
  const [event] = (await events.json()).items as Array<{ restaurantId: number }>;
  return `/restaurant?shop=${event.restaurantId}`;
}
