import { dateTimeFormat } from '@/lib/format/intl-formatters';
/** An instant on a restaurant's wall clock, in the diner's language: "jeudi 27 novembre à 20:00". */
export function formatZonedDateTime(instant: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}
