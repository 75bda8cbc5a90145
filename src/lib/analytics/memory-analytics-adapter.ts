import type { AnalyticsAdapter, TScreenView } from './analytics-adapter';

const KEEP_LAST = 50;

export interface TMemoryAnalytics {
  events: TScreenView[];
}

declare global {
  interface Window {
    __tableeAnalytics?: TMemoryAnalytics;
  }
}

/** The default: nothing leaves the browser. Events stay in memory so tests can read them. */
export function createMemoryAnalyticsAdapter(isDevelopment = process.env.NODE_ENV === 'development'): AnalyticsAdapter {
  const store: TMemoryAnalytics = { events: [] };
  if (typeof window !== 'undefined') window.__tableeAnalytics = store;
  return {
    logScreenView(view) {
      store.events.push(view);
      if (store.events.length > KEEP_LAST) store.events.shift();
      if (isDevelopment) console.debug('[analytics] screen_view', view);
    },
  };
}
