export const favoriteKeys = {
  all: ['favorites'] as const,
  lists: () => [...favoriteKeys.all, 'list'] as const,
  /** Per language: the list carries each restaurant's card, whose texts are localised. */
  list: (locale: string) => [...favoriteKeys.lists(), locale] as const,
  /** Mutations of one restaurant's heart: they run one after another (a shared scope). */
  toggle: (restaurantId: number) => [...favoriteKeys.all, 'toggle', restaurantId] as const,
  add: (restaurantId: number) => [...favoriteKeys.toggle(restaurantId), 'add'] as const,
  remove: (restaurantId: number) => [...favoriteKeys.toggle(restaurantId), 'remove'] as const,
};
