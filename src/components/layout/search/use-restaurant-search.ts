import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { ROUTES } from '@/lib/routes';

export type TRestaurantSearch = { q?: string; city?: string; category?: string };

/** Drops empty values so the address stays readable (`/restaurant?q=thieb`). */
export function buildRestaurantSearchQuery(search: TRestaurantSearch): Record<string, string> {
  return Object.fromEntries(Object.entries(search).map(([key, value]) => [key, value?.trim() ?? '']).filter(([, value]) => value !== ''));
}

/** Every search entry point (header field, mobile sheet, filter panel) lands on the search page. */
export function useRestaurantSearch() {
  const router = useRouter();
  return useCallback((search: TRestaurantSearch) => router.push({ pathname: ROUTES.restaurant, query: buildRestaurantSearchQuery(search) }), [router]);
}
