import type { TMoney } from '@/contracts/common-contract';
import type { TMoneyChange } from '@/contracts/static-data-contract';
import { currencyDigits, toMajorUnits } from './format-money';

const PIVOT = 'XOF';

/** The rate for 1 `from` in `to`: direct, inverse, or through the XOF pivot; null when unknown. */
export function findRate(from: string, to: string, rates: readonly TMoneyChange[]): number | null {
  if (from === to) return 1;
  const direct = rates.find((r) => r.from === from && r.to === to);
  if (direct) return direct.rate;
  const inverse = rates.find((r) => r.from === to && r.to === from);
  if (inverse && inverse.rate > 0) return 1 / inverse.rate;
  if (from !== PIVOT && to !== PIVOT) {
    const toPivot = findRate(from, PIVOT, rates);
    const fromPivot = findRate(PIVOT, to, rates);
    if (toPivot !== null && fromPivot !== null) return toPivot * fromPivot;
  }
  return null;
}

/** Converts with `moneyChanges` and rounds to the target's minor unit; null when no rate exists. */
export function convertMoney(money: TMoney, to: string, rates: readonly TMoneyChange[]): TMoney | null {
  const rate = findRate(money.currency, to, rates);
  if (rate === null) return null;
  return { amount: Math.round(toMajorUnits(money) * rate * 10 ** currencyDigits(to)), currency: to };
}
