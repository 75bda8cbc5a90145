import type { CityRestaurants } from './restaurant-types';
import { abidjanRestaurants } from './restaurants-abidjan';
import { cotonouRestaurants } from './restaurants-cotonou';
import { dakarRestaurants } from './restaurants-dakar';
import { doualaRestaurants } from './restaurants-douala';
import { lomeRestaurants } from './restaurants-lome';
import { ouagadougouRestaurants } from './restaurants-ouagadougou';

/** The 42 demo restaurants, 7 per city. */
export const restaurantsByCity: readonly CityRestaurants[] = [
  abidjanRestaurants,
  dakarRestaurants,
  lomeRestaurants,
  cotonouRestaurants,
  doualaRestaurants,
  ouagadougouRestaurants,
];
