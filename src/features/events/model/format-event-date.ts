import { dateTimeFormat } from '@/lib/format/intl-formatters';
export interface TEventWhen {
  /** "samedi 29 novembre 2025" */
  date: string;
  /** "20:00 – 00:00" (a range), or the start alone when the end is unknown */
  time: string;
  /** The start as an ISO string for <time dateTime>. */
  iso: string;
}

/**
 * An event's date and hours on the restaurant's wall clock (its time zone), worded in the diner's
 * language: a diner in Paris looking at a Dakar dinner sees Dakar's 20:00, not their own.
 */
export function formatEventWhen({ startsAt, endsAt, timeZone, locale }: { startsAt: string; endsAt?: string | null; timeZone: string; locale: string }): TEventWhen {
  const start = new Date(startsAt);
  const date = dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(start);
  const hours = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  // formatRange would repeat both dates once the evening runs past midnight; the date is already said.
  const time = endsAt ? `${hours.format(start)} – ${hours.format(new Date(endsAt))}` : hours.format(start);
  return { date, time, iso: start.toISOString() };
}
