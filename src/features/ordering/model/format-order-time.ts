import { dateTimeFormat } from '@/lib/format/intl-formatters';

/** A local date of the restaurant as a day name: "jeudi 27 novembre" (read at noon UTC so no zone shifts it). */
export function formatOrderDay(localDate: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${localDate}T12:00:00Z`));
}

/** An instant on the restaurant's wall clock: "jeudi 27 novembre à 12:30". */
export function formatOrderInstant(instant: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}

/** The zone as people read it ("heure normale d’Afrique de l’Ouest"), falling back to its IANA name. */
export function formatZoneName(timeZone: string, locale: string): string {
  const part = dateTimeFormat(locale, { timeZone, timeZoneName: 'long' })
    .formatToParts(new Date())
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
