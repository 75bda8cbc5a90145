import { convertMoney, findRate } from '@/lib/money/convert-money';
import { pickDinerCurrency } from '@/lib/money/diner-currency';
import { areBothCfaFrancs, currencyDigits, formatMoney } from '@/lib/money/format-money';

const rates = [
  { from: 'XOF', to: 'EUR', rate: 0.00152449, symbol: '€' },
  { from: 'EUR', to: 'XOF', rate: 655.957, symbol: 'F CFA' },
  { from: 'XOF', to: 'XAF', rate: 1, symbol: 'F CFA' },
  { from: 'XOF', to: 'USD', rate: 0.0017, symbol: '$' },
];
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('XOF and XAF have no minor unit; EUR has two', () => {
    expect(currencyDigits('XOF')).toBe(0);
    expect(currencyDigits('XAF')).toBe(0);
    expect(currencyDigits('EUR')).toBe(2);
  });

  it('formats with Intl in the diner locale: "12 500 F CFA" in French', () => {
    expect(nbsp(formatMoney({ amount: 12500, currency: 'XOF' }, 'fr'))).toBe('12 500 F CFA');
    expect(nbsp(formatMoney({ amount: 1999, currency: 'EUR' }, 'fr'))).toBe('19,99 €');
    expect(formatMoney({ amount: 1999, currency: 'EUR' }, 'en')).toBe('€19.99');
  });

  it.each([
    ['fr', 'XOF', '6 000 F CFA'],
    ['fr', 'XAF', '6 000 F CFA'],
    ['fr-CM', 'XAF', '6 000 F CFA'],
    ['en', 'XOF', 'F CFA 6,000'],
    ['en', 'XAF', 'F CFA 6,000'],
  ])('writes the CFA franc one way, "F CFA", in %s for %s', (locale, currency, expected) => {
    expect(nbsp(formatMoney({ amount: 6000, currency }, locale))).toBe(expected);
  });

  it('names the currency code when asked, so the two CFA francs stay apart', () => {
    expect(nbsp(formatMoney({ amount: 6000, currency: 'XAF' }, 'fr', { withCode: true }))).toBe('6 000 F CFA (XAF)');
    expect(nbsp(formatMoney({ amount: 5000, currency: 'XOF' }, 'en', { withCode: true }))).toBe('F CFA 5,000 (XOF)');
  });

  it('tells which currencies are both CFA francs', () => {
    expect(areBothCfaFrancs('XOF', 'XAF')).toBe(true);
    expect(areBothCfaFrancs('XAF', 'XAF')).toBe(true);
    expect(areBothCfaFrancs('XOF', 'EUR')).toBe(false);
  });

  it('converts with moneyChanges into the target minor unit', () => {
    expect(convertMoney({ amount: 655957, currency: 'XOF' }, 'EUR', rates)).toEqual({ amount: 100000, currency: 'EUR' });
    expect(convertMoney({ amount: 1000, currency: 'EUR' }, 'XOF', rates)).toEqual({ amount: 6560, currency: 'XOF' });
    expect(convertMoney({ amount: 5000, currency: 'XAF' }, 'XOF', rates)).toEqual({ amount: 5000, currency: 'XOF' });
  });

  it('uses an inverse or the XOF pivot when no direct rate exists, and null when none', () => {
    expect(findRate('XAF', 'XOF', rates)).toBe(1);
    expect(findRate('XAF', 'EUR', rates)).toBeCloseTo(0.00152449);
    expect(convertMoney({ amount: 100, currency: 'XOF' }, 'GBP', rates)).toBeNull();
  });

  it('§3 user settings money: XOF by default, else the diner moneyId, or EUR when it cannot be converted', () => {
    expect(pickDinerCurrency(undefined, rates)).toBe('XOF');
    expect(pickDinerCurrency('USD', rates)).toBe('USD');
    expect(pickDinerCurrency('GBP', rates)).toBe('EUR');
  });
});
