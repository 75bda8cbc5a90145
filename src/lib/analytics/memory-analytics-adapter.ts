import type { AnalyticsAdapter, TAnalyticsEvent, TScreenView } from './analytics-adapter';

const KEEP_LAST = 50;

export interface TMemoryAnalytics {
  /** Screen views. */
  events: TScreenView[];
  /** Other events (SPEC §4 event kinds). */
  actions: TAnalyticsEvent[];
}

declare global {
  interface Window {
    __tableeAnalytics?: TMemoryAnalytics;
  }
}

/** The default: nothing leaves the browser. Events stay in memory so tests can read them. */
export function createMemoryAnalyticsAdapter(isDevelopment = process.env.NODE_ENV === 'development'): AnalyticsAdapter {
  const store: TMemoryAnalytics = { events: [], actions: [] };
  if (typeof window !== 'undefined') window.__tableeAnalytics = store;
  return {
    logScreenView(view) {
      store.events.push(view);
      if (store.events.length > KEEP_LAST) store.events.shift();
      if (isDevelopment) console.debug('[analytics] screen_view', view);
    },
    logEvent(event) {
      store.actions.push(event);
      if (store.actions.length > KEEP_LAST) store.actions.shift();
      if (isDevelopment) console.debug('[analytics]', event.name, event.params);
    },
  };
}
