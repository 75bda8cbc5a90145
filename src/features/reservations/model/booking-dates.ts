import { formatZonedTime } from '@/lib/format/format-zoned-date-time';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
/** Local calendar maths for bookings: dates are YYYY-MM-DD in the restaurant's zone, never the browser's. */

const DAY_MS = 86_400_000;

/** Today's date in a time zone, as YYYY-MM-DD ('en-CA' formats dates that way). */
export function localDateIn(timeZone: string, now: Date = new Date()): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(localDate: string, days: number): string {
  const [year, month, day] = localDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The horizontal date choice: today first, then the next days. */
export function listBookingDates(timeZone: string, count: number, now: Date = new Date()): string[] {
  const today = localDateIn(timeZone, now);
  return Array.from({ length: count }, (_, index) => addDays(today, index));
}

/** "jeu. 27" style parts of a local date, read at noon UTC so no zone shifts the day. */
export function formatDateChip(localDate: string, locale: string): { weekday: string; day: string; month: string } {
  const date = new Date(`${localDate}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) => dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  return { weekday: part({ weekday: 'short' }), day: part({ day: 'numeric' }), month: part({ month: 'short' }) };
}

/** A booking instant as the restaurant's wall clock: "jeu. 27 nov. · 20:00". */
export function formatBookingDateTime(instant: string, timeZone: string, locale: string): { date: string; time: string } {
  const value = new Date(instant);
  return {
    date: dateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(value),
    time: formatBookingTime(instant, timeZone, locale),
  };
}

export const formatBookingTime = formatZonedTime;

/** The local date of an instant in the restaurant's zone (to preselect a booking's day). */
export function localDateOfInstant(instant: string, timeZone: string): string {
  return localDateIn(timeZone, new Date(instant));
}
