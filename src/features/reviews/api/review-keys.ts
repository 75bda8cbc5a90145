export const reviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  /** The restaurant's reviews, page after page (useInfiniteQuery). */
  list: (restaurantId: number, locale: string) => [...reviewKeys.lists(), restaurantId, locale] as const,
  /** GET /restaurant-feedbacks/userStats for the distinct authors shown (ids sorted, so the key is stable). */
  userStats: (userIds: string[], locale: string) => [...reviewKeys.all, 'userStats', locale, [...userIds].sort()] as const,
};
