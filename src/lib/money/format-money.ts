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

/** "12 500 F CFA" in French, "F CFA 12,500" in English: the diner's locale decides. */
export function formatMoney(money: TMoney, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(toMajorUnits(money));
}
