import type { TAnalyticsEvent } from './analytics-adapter';
import { loadAnalyticsAdapter } from './load-analytics-adapter';

/** Reports a diner's action (SPEC §4 event kinds) to the configured backend; never blocks the UI. */
export function trackEvent(event: TAnalyticsEvent): void {
  void loadAnalyticsAdapter().then((adapter) => adapter.logEvent(event));
}
