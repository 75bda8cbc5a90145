import { numberFormat } from '@/lib/format/intl-formatters';
/** A rating like "4,6" (fr) or "4.6" (en): one decimal, the locale's separator. */
export function formatRating(value: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
