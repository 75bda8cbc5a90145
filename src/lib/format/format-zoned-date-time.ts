import { dateTimeFormat } from '@/lib/format/intl-formatters';
/** An instant on a restaurant's wall clock, in the diner's language: "jeudi 27 novembre à 20:00". */
export function formatZonedDateTime(instant: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}

/** An instant's time on a restaurant's wall clock, in the diner's language: "20:00", "8:00 PM". */
export function formatZonedTime(instant: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}
