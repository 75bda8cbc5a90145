import { staticDataKeys } from '@/lib/static-data/static-data-keys';
import type { TStaticData } from '@/contracts/static-data-contract';
import { getStaticData } from '@/server/static-data/static-data-service';
import type { PrefetchContext } from './translated-page-props';

/** Cities (filters, time zones) and food categories are on the first paint of every catalogue page. */
export async function prefetchStaticData({ deps, queryClient, locale, contentLocale }: PrefetchContext): Promise<TStaticData> {
  const staticData = await getStaticData(deps.db, contentLocale, deps.env.STRIPE_PUBLISHABLE_KEY);
  queryClient.setQueryData(staticDataKeys.byLocale(locale), staticData);
  return staticData;
}
