export interface TDishesFilter {
  restaurantId?: number;
  eventId?: number;
  categoryId?: number;
  q?: string;
  page?: number;
  pageSize?: number;
}

export const dishesKeys = {
  all: ['dishes'] as const,
  lists: () => [...dishesKeys.all, 'list'] as const,
  list: (filter: TDishesFilter, locale: string) => [...dishesKeys.lists(), locale, filter] as const,
  details: () => [...dishesKeys.all, 'detail'] as const,
  detail: (id: number, locale: string) => [...dishesKeys.details(), locale, id] as const,
};
