export const restaurantKeys = {
  all: ['restaurants'] as const,
  lists: () => [...restaurantKeys.all, 'list'] as const,
  list: (filter: object, locale: string) => [...restaurantKeys.lists(), locale, filter] as const,
};
