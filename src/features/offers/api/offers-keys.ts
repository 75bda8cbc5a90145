import type { TOfferListQuery } from '@/contracts/offer-contract';

/** Query keys of the offers; `usedByMe` depends on who asks, so a list key carries whether a diner is signed in. */
export const offersKeys = {
  all: ['offers'] as const,
  lists: () => [...offersKeys.all, 'list'] as const,
  list: (query: TOfferListQuery, isSignedIn: boolean) => [...offersKeys.lists(), query, isSignedIn] as const,
};
