import { dateTimeFormat } from '@/lib/format/intl-formatters';
/** A booking's or an order's instant on the restaurant's clock: "sam. 14 mars" and "20:30". */
export function formatRestaurantDateTime(instant: string, timeZone: string, locale: string): { date: string; time: string } {
  const value = new Date(instant);
  return {
    date: dateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(value),
    time: dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(value),
  };
}

/** When the diner sent a request or the team answered it, on the diner's own clock. */
export function formatMessageTime(instant: string, locale: string): string {
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}
