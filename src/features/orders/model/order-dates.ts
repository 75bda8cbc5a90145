import { dateTimeFormat } from '@/lib/format/intl-formatters';

/** An order's instant on the restaurant's wall clock: "20:15". */
export function formatOrderTime(instant: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}

/** The day and time on the restaurant's wall clock: "jeu. 27 nov., 20:15". */
export function formatOrderDateTime(instant: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}

/** Today in a time zone, as YYYY-MM-DD ('en-CA' formats dates that way): the restaurant's day, not the browser's. */
export function localDateIn(timeZone: string, now: Date = new Date()): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
