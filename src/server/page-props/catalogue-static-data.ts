import { staticDataKeys } from '@/lib/static-data/static-data-keys';
import type { TStaticData } from '@/contracts/static-data-contract';
import { loadSharedStaticData } from './shared-page-data';
import type { PrefetchContext } from './translated-page-props';

/** Cities (filters, time zones) and food categories are on the first paint of every catalogue page. */
export async function prefetchStaticData({ deps, queryClient, locale, contentLocale }: PrefetchContext): Promise<TStaticData> {
  const staticData = await loadSharedStaticData(deps, contentLocale);
  queryClient.setQueryData(staticDataKeys.byLocale(locale), staticData);
  return staticData;
}
