/** SPEC §2: the class is `restaurant` when a shop is shown, otherwise `search`. */
export type ScreenClass = 'restaurant' | 'search';

export interface TScreenView {
  path: string;
  screenClass: ScreenClass;
}

/** One interface for every analytics backend (DESIGN rule 8); screens depend on this only. */
export interface AnalyticsAdapter {
  logScreenView(view: TScreenView): void;
}
