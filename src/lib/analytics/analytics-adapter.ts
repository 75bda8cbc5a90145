/** SPEC §2: the class is `restaurant` when a shop is shown, otherwise `search`. */
export type ScreenClass = 'restaurant' | 'search';

export interface TScreenView {
  path: string;
  screenClass: ScreenClass;
}

/** SPEC §4 "related event kinds": what a diner did, beyond viewing a screen. */
export type AnalyticsEventName = 'notificationView' | 'resetReservation' | 'addFavorite' | 'removeFavorite';

/** Parameters are ids and enums only: never personal data. */
export interface TAnalyticsEvent {
  name: AnalyticsEventName;
  params: Record<string, string | number>;
}

/** One interface for every analytics backend (DESIGN rule 8); screens depend on this only. */
export interface AnalyticsAdapter {
  logScreenView(view: TScreenView): void;
  logEvent(event: TAnalyticsEvent): void;
}
