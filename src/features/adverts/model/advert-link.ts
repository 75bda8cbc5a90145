import type { TAdvert } from '@/contracts/advert-contract';
import { ROUTES } from '@/lib/routes';

/** Its own link first; a restaurant's advert goes through the restaurantId deep link (SPEC §2); else the search. */
export function pickAdvertHref(advert: Pick<TAdvert, 'linkUrl' | 'restaurantId'>): string {
  if (advert.linkUrl) return advert.linkUrl;
  if (advert.restaurantId !== null) return `${ROUTES.home}?restaurantId=${advert.restaurantId}`;
  return ROUTES.restaurant;
}
