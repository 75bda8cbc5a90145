/** Query keys of the diner's payments and saved cards; paying invalidates by prefix. */
export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  details: () => [...paymentKeys.all, 'detail'] as const,
  detail: (id: string) => [...paymentKeys.details(), id] as const,
  cards: () => [...paymentKeys.all, 'cards'] as const,
};
