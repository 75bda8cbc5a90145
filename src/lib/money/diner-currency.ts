import type { TMoneyChange } from '@/contracts/static-data-contract';
import { findRate } from './convert-money';

export const DEFAULT_CURRENCY = 'XOF';
const FALLBACK_CURRENCY = 'EUR';

/**
 * SPEC §3 user settings money: XOF by default; a signed-in diner's moneyId when prices can be
 * converted to it, else EUR.
 */
export function pickDinerCurrency(moneyId: string | null | undefined, rates: readonly TMoneyChange[]): string {
  if (!moneyId) return DEFAULT_CURRENCY;
  return findRate(DEFAULT_CURRENCY, moneyId, rates) !== null ? moneyId : FALLBACK_CURRENCY;
}
