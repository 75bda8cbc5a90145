export const searchKeys = {
  all: ['search'] as const,
  results: () => [...searchKeys.all, 'results'] as const,
  /** Keyed by the normalized API query, so equivalent URLs share one cache entry. */
  result: (apiQuery: Record<string, string>, locale: string) => [...searchKeys.results(), locale, apiQuery] as const,
  slots: ({ ids, date, time, party }: { ids: readonly number[]; date: string; time: string; party: number }) => [...searchKeys.all, 'slots', ids.join(','), date, time, party] as const,
};
