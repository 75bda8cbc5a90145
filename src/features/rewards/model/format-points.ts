import { numberFormat } from '@/lib/format/intl-formatters';

/** A number of points with the locale's grouping: "12 500" in French, "12,500" in English. */
export const formatPoints = (points: number, locale: string): string => numberFormat(locale, { maximumFractionDigits: 0 }).format(points);

/** A ledger entry's change, always signed so a spend never reads as a gain: "+50", "−200". */
export const formatPointsDelta = (delta: number, locale: string): string => numberFormat(locale, { signDisplay: 'always', maximumFractionDigits: 0 }).format(delta);

/** Points still needed for a reward; 0 when the balance covers it. */
export const missingPoints = (cost: number, balance: number): number => Math.max(0, cost - balance);
