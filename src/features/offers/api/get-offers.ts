import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfferList, TOfferListQuery } from '@/contracts/offer-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { offersKeys } from './offers-keys';

/** GET /offers: the running offers, of one restaurant (with the site-wide ones) and order type, or all. */
export function getOffers(query: TOfferListQuery, signal?: AbortSignal): Promise<TOfferList> {
  return apiClient.get<TOfferList>('/offers', { query, signal, showError: false });
}

export function offersQueryOptions(query: TOfferListQuery, isSignedIn: boolean) {
  return queryOptions({ queryKey: offersKeys.list(query, isSignedIn), queryFn: ({ signal }) => getOffers(query, signal) });
}

/** Waits for the login state so "déjà utilisée" is right from the first answer. */
export function useOffers(query: TOfferListQuery, isSignedIn: boolean | null) {
  return useQuery({ ...offersQueryOptions(query, isSignedIn === true), enabled: isSignedIn !== null });
}
