import type { TMoney } from '@/contracts/common-contract';

const digitsCache = new Map<string, number>();

/** Minor-unit digits of a currency per ISO 4217 as Intl knows them (XOF/XAF 0, EUR 2). */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

export const toMajorUnits = ({ amount, currency }: TMoney): number => amount / 10 ** currencyDigits(currency);

/**
 * The CFA francs of West (XOF) and Central Africa (XAF) are written one way, "F CFA": Intl writes
 * XOF that way but XAF without the space, and one site showing both reads as a typo.
 */
export const CFA_FRANC_SYMBOL = 'F CFA';
const CFA_FRANCS = new Set(['XOF', 'XAF']);

export const isCfaFranc = (currency: string): boolean => CFA_FRANCS.has(currency);

/** Two currencies that are both CFA francs: at par, and written alike. */
export const areBothCfaFrancs = (a: string, b: string): boolean => isCfaFranc(a) && isCfaFranc(b);

const formatters = new Map<string, Intl.NumberFormat>();

function getFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * "12 500 F CFA" in French, "F CFA 12,500" in English: the diner's locale decides, Intl lays it
 * out. `withCode` adds the ISO code, "6 000 F CFA (XAF)", where the two CFA francs meet.
 */
export function formatMoney(money: TMoney, locale: string, { withCode = false }: { withCode?: boolean } = {}): string {
  const parts = getFormatter(locale, money.currency).formatToParts(toMajorUnits(money));
  const text = parts.map((part) => (part.type === 'currency' && isCfaFranc(money.currency) ? CFA_FRANC_SYMBOL : part.value)).join('');
  return withCode ? `${text} (${money.currency})` : text;
}
