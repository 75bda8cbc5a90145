import { QueryClient } from '@tanstack/react-query';
import { isAppError } from '@/lib/errors/app-error';
import { isAbortError } from '@/lib/api-client/normalize-error';

const MAX_QUERY_RETRIES = 2;

/** A 4xx will answer the same again, and a cancelled request was wanted: neither is retried. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isAbortError(error)) return false;
  if (isAppError(error) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return false;
  }
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryQuery, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/** SPEC §7: site settings are fetched once, never refetched on mount, focus or reconnect. */
export const siteSettingsQueryDefaults = {
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;
