import type { KitchenKey } from './dish-catalogue';
import type { OpeningPeriod } from '../schema';
import type { CategorySlug, CitySlug } from './reference-data';

export type HoursPattern = 'maquis' | 'lunchDinner' | 'late' | 'allDay' | 'cafe' | 'fastFood';

export interface RestaurantData {
  name: string;
  kitchen: KitchenKey;
  cuisine: string;
  categories: readonly CategorySlug[];
  district: string;
  street: string;
  latitude: number;
  longitude: number;
  priceLevel: 1 | 2 | 3 | 4;
  takeAway: boolean;
  delivery: boolean;
  halal: boolean;
  hours: HoursPattern;
  featured?: boolean;
  descriptionFr: string;
  descriptionEn: string;
}

export interface CityRestaurants {
  city: CitySlug;
  restaurants: readonly RestaurantData[];
}

const everyDay = (days: readonly number[], opens: string, closes: string): OpeningPeriod[] =>
  days.map((day) => ({ day, opens, closes }));

const ALL = [0, 1, 2, 3, 4, 5, 6];
const TUE_SUN = [0, 2, 3, 4, 5, 6];
const MON_SAT = [1, 2, 3, 4, 5, 6];

/** Weekly hours (0 = Sunday), local time; a close earlier than the open runs past midnight. */
export const openingHoursPatterns: Record<HoursPattern, OpeningPeriod[]> = {
  maquis: everyDay(ALL, '11:00', '00:30'),
  lunchDinner: [...everyDay(TUE_SUN, '12:00', '15:00'), ...everyDay(TUE_SUN, '19:00', '23:00')],
  late: [...everyDay([0, 2, 3, 4], '18:00', '00:30'), ...everyDay([5, 6], '18:00', '02:00')],
  allDay: [...everyDay(MON_SAT, '11:30', '23:00'), { day: 0, opens: '12:00', closes: '22:00' }],
  cafe: [...everyDay(MON_SAT, '07:00', '19:00'), { day: 0, opens: '08:00', closes: '15:00' }],
  fastFood: [...everyDay([0, 1, 2, 3, 4], '10:00', '01:00'), ...everyDay([5, 6], '10:00', '03:00')],
};
