import type { ContentLocale } from '@/contracts/locale-contract';
import type { TSiteSettings } from '@/contracts/site-settings-contract';
import type { TStaticData } from '@/contracts/static-data-contract';
import { createTtlMemoByDatabase } from '@/server/cache/ttl-memo';
import type { AppDeps } from '@/server/http/app-env';
import { getSiteSettings } from '@/server/site/site-service';
import { getStaticData } from '@/server/static-data/static-data-service';
import { paymentOfferOf } from '@/server/adapters/payments/select-payment-adapters';

/**
 * How long a server-rendered page may show site settings and static data (cities, categories,
 * currencies) read earlier. Every page needs them and they change a few times a year; the
 * browser's react-query cache revalidates them from the API, which always reads the database.
 */
export const SHARED_PAGE_DATA_TTL_MS = 30_000;

const rememberSettings = createTtlMemoByDatabase<TSiteSettings>(SHARED_PAGE_DATA_TTL_MS);
const rememberStaticData = createTtlMemoByDatabase<TStaticData>(SHARED_PAGE_DATA_TTL_MS);

export function loadSharedSiteSettings(deps: Pick<AppDeps, 'db' | 'env'>, contentLocale: ContentLocale): Promise<TSiteSettings> {
  return rememberSettings(deps.db, contentLocale, () => getSiteSettings(deps.db, contentLocale, deps.env.MANAGER_SITE_URL));
}

export function loadSharedStaticData(deps: Pick<AppDeps, 'db' | 'env' | 'payments'>, contentLocale: ContentLocale): Promise<TStaticData> {
  return rememberStaticData(deps.db, contentLocale, () => getStaticData(deps.db, contentLocale, paymentOfferOf(deps.env, deps.payments)));
}
