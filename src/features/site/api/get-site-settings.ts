import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSiteSettings } from '@/contracts/site-settings-contract';
import { apiClient } from '@/lib/api-client/api-client';
import type { TAuthTokenInput } from '@/lib/auth-cookie';
import { siteSettingsQueryDefaults } from '@/lib/query-client';
import { siteKeys } from './site-keys';

interface TGetSiteSettingsOptions {
  locale?: string;
  signal?: AbortSignal;
  token?: TAuthTokenInput | null;
}

/** Queries show their errors inline (DESIGN rule 5), so this call never toasts. */
export function getSiteSettings(options: TGetSiteSettingsOptions = {}): Promise<TSiteSettings> {
  const { locale, ...rest } = options;
  return apiClient.get<TSiteSettings>('/site-settings', { ...rest, query: { lang: locale }, showError: false });
}

export function siteSettingsQueryOptions(locale: string) {
  return queryOptions({
    queryKey: siteKeys.settings(locale),
    queryFn: ({ signal }) => getSiteSettings({ locale, signal }),
    ...siteSettingsQueryDefaults,
  });
}

export function useSiteSettings(locale: string) {
  return useQuery(siteSettingsQueryOptions(locale));
}
