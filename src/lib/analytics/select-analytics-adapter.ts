import { getClientEnv } from '@/config/env.client';
import type { AnalyticsAdapter } from './analytics-adapter';
import { createFirebaseAnalyticsAdapter, hasFirebaseAnalyticsConfig } from './firebase-analytics-adapter';
import { createMemoryAnalyticsAdapter } from './memory-analytics-adapter';

let selected: Promise<AnalyticsAdapter> | undefined;

/** Chosen once per page load from the public configuration; the in-memory adapter is the default. */
export function selectAnalyticsAdapter(): Promise<AnalyticsAdapter> {
  selected ??= pickAdapter();
  return selected;
}

async function pickAdapter(): Promise<AnalyticsAdapter> {
  const fallback = createMemoryAnalyticsAdapter();
  const env = getClientEnv();
  if (!hasFirebaseAnalyticsConfig(env)) return fallback;
  try {
    return (await createFirebaseAnalyticsAdapter(env)) ?? fallback;
  } catch {
    return fallback;
  }
}
