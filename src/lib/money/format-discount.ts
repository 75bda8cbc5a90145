import type { TDiscountRule } from '@/contracts/offer-contract';
import { numberFormat } from '@/lib/format/intl-formatters';
import { formatMoney } from './format-money';

/** How much a discount takes off, in the diner's locale: "15 %" or "2 000 F CFA" (the sentence around it is translated). */
export function formatDiscountValue(rule: TDiscountRule, locale: string): string {
  if (rule.kind === 'percent') return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rule.value / 100);
  return formatMoney({ amount: rule.value, currency: rule.currency ?? 'XOF' }, locale);
}
