import dynamic from 'next/dynamic';
import type { TShareImage } from '@/contracts/event-contract';
import { withAppLayout } from '@/screens/shell/app-layout';

// One address, two screens: a visitor downloads only the one they see (both still render on the server).
const RestaurantPage = dynamic(() => import('./restaurant-page').then((module) => module.RestaurantPage));
const RestaurantSearch = dynamic(() => import('./restaurant-search').then((module) => module.RestaurantSearch));

interface TRestaurantScreenProps {
  /** Set when the address names a restaurant (`?shop={id}`). */
  restaurantId?: number;
  shareImage?: TShareImage | null;
  /** When the server rendered the page, so "open now" reads the same on the first client render. */
  renderedAt?: string;
}

/** SPEC §2 "restaurant and search": one restaurant when `shop` is given, otherwise the search. */
export function RestaurantScreen({ restaurantId, shareImage = null, renderedAt }: TRestaurantScreenProps) {
  if (restaurantId) return <RestaurantPage restaurantId={restaurantId} shareImage={shareImage} renderedAt={renderedAt ?? null} />;
  return <RestaurantSearch />;
}

RestaurantScreen.getLayout = withAppLayout;
