import type { ContentLocale } from '@/contracts/locale-contract';
import type { TSiteSettings } from '@/contracts/site-settings-contract';
import type { TStaticData } from '@/contracts/static-data-contract';
import { createTtlMemo } from '@/server/cache/ttl-memo';
import type { AppDeps } from '@/server/http/app-env';
import { getSiteSettings } from '@/server/site/site-service';
import { getStaticData } from '@/server/static-data/static-data-service';
import { stripePublicKeyOf } from '@/server/adapters/payments/select-payment-adapters';

/**
 * How long a server-rendered page may show site settings and static data (cities, categories,
 * currencies) read earlier. Every page needs them and they change a few times a year; the
 * browser's react-query cache revalidates them from the API, which always reads the database.
 */
export const SHARED_PAGE_DATA_TTL_MS = 30_000;

interface Memos {
  settings: ReturnType<typeof createTtlMemo<TSiteSettings>>;
  staticData: ReturnType<typeof createTtlMemo<TStaticData>>;
}

// One set per database, so a test's fresh database never sees another's rows.
const memosByDb = new WeakMap<AppDeps['db'], Memos>();

function memosOf(deps: Pick<AppDeps, 'db'>): Memos {
  let memos = memosByDb.get(deps.db);
  if (!memos) {
    memos = { settings: createTtlMemo(SHARED_PAGE_DATA_TTL_MS), staticData: createTtlMemo(SHARED_PAGE_DATA_TTL_MS) };
    memosByDb.set(deps.db, memos);
  }
  return memos;
}

export function loadSharedSiteSettings(deps: Pick<AppDeps, 'db' | 'env'>, contentLocale: ContentLocale): Promise<TSiteSettings> {
  return memosOf(deps).settings(contentLocale, () => getSiteSettings(deps.db, contentLocale, deps.env.MANAGER_SITE_URL));
}

export function loadSharedStaticData(deps: Pick<AppDeps, 'db' | 'env'>, contentLocale: ContentLocale): Promise<TStaticData> {
  return memosOf(deps).staticData(contentLocale, () => getStaticData(deps.db, contentLocale, stripePublicKeyOf(deps.env)));
}
