import { dateTimeFormat } from './intl-formatters';

/** A calendar day in the diner's language and clock: "31 décembre 2026" (offer ends, coupon expiries). */
export function formatLongDate(instant: string, locale: string): string {
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(instant));
}
