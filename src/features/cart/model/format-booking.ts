import { dateTimeFormat } from '@/lib/format/intl-formatters';
/** A booking's date and time on the restaurant's wall clock (DESIGN rule 9), in the diner's language. */
export function formatBookingWhen(iso: string, timeZone: string, locale: string): { date: string; time: string } {
  const instant = new Date(iso);
  return {
    date: dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(instant),
    time: formatBookingTime(iso, timeZone, locale),
  };
}

export function formatBookingTime(iso: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}
