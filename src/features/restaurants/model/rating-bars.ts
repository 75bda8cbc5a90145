import type { TRestaurantDetail } from '@/contracts/restaurant-contract';

export interface TRatingBar {
  stars: 1 | 2 | 3 | 4 | 5;
  count: number;
  /** Share of all reviews, 0–1 (0 when there are none). */
  share: number;
}

const STARS = [5, 4, 3, 2, 1] as const;

/** The five distribution bars, best first, each as a share of the reviews counted. */
export function buildRatingBars(distribution: TRestaurantDetail['rating']['distribution']): TRatingBar[] {
  const total = STARS.reduce((sum, stars) => sum + distribution[stars], 0);
  return STARS.map((stars) => ({ stars, count: distribution[stars], share: total === 0 ? 0 : distribution[stars] / total }));
}
