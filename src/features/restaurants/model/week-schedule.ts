import type { TOpeningPeriod } from '@/contracts/restaurant-contract';
import { toMinutes } from './zoned-clock';
import { dateTimeFormat } from '@/lib/format/intl-formatters';

/** Francophone and English calendars here start the week on Monday. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

export interface TScheduleDay {
  day: number;
  periods: Array<{ opens: string; closes: string; endsNextDay: boolean }>;
}

/** The week Monday first, each day with its periods in opening order (an empty list = closed). */
export function buildWeekSchedule(hours: TOpeningPeriod[]): TScheduleDay[] {
  return WEEK_ORDER.map((day) => ({
    day,
    periods: hours
      .filter((period) => period.day === day)
      .sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens))
      .map(({ opens, closes }) => ({ opens, closes, endsNextDay: toMinutes(closes) <= toMinutes(opens) })),
  }));
}

/** "18:00" as the diner reads a time: "18:00" in French, "6:00 PM" in English. */
export function formatClockTime(time: string, locale: string): string {
  const minutes = toMinutes(time);
  const date = new Date(Date.UTC(2024, 0, 1, Math.floor(minutes / 60), minutes % 60));
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(date);
}

/** The weekday's name in the diner's language; 7 January 2024 was a Sunday. */
export function formatWeekday(day: number, locale: string, width: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day)));
}
