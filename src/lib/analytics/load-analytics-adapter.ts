import type { AnalyticsAdapter } from './analytics-adapter';

/** The configured adapter, its code (and Firebase's check) fetched on the first report rather than with every page. */
export const loadAnalyticsAdapter = (): Promise<AnalyticsAdapter> => import('./select-analytics-adapter').then((module) => module.selectAnalyticsAdapter());
