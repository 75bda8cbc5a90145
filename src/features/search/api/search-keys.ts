export const searchKeys = {
  all: ['search'] as const,
  results: () => [...searchKeys.all, 'results'] as const,
  /** Keyed by the normalized API query, so equivalent URLs share one cache entry. */
  result: (apiQuery: Record<string, string>, locale: string) => [...searchKeys.results(), locale, apiQuery] as const,
};
