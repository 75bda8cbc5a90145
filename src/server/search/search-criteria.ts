import type { TRestaurantSearchQuery } from '@/contracts/search-contract';

export type SearchSort = NonNullable<TRestaurantSearchQuery['sort']>;

/** A search query once validated: tokens normalised, defaults applied, the clock fixed. */
export interface SearchCriteria {
  tokens: string[];
  cityId?: number;
  categoryId?: number;
  services?: ReadonlyArray<'booking' | 'take_away' | 'delivery'>;
  priceLevels?: number[];
  minRating?: number;
  openNow: boolean;
  dietary?: string[];
  availability?: { date: string; time: string; party: number };
  origin?: { lat: number; lng: number };
  radiusKm?: number;
  sort: SearchSort;
  limit: number;
  offset: number;
  now: Date;
  /** Zones whose current minute is computed in JavaScript for openNow (time-sql.ts). */
  knownZones: readonly string[];
}
