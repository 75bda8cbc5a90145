import type { TFunction } from 'i18next';
import type { TSavedCard } from '@/contracts/payment-contract';

/** Stripe's brand codes as printed on the cards. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

export const brandName = (brand: string) => BRAND_NAMES[brand] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : '');

/** "Visa •••• 4242, exp. 04/28": enough to recognise one's card, nothing more. */
export function savedCardLabel(t: TFunction, card: TSavedCard): string {
  return t('cards.label', { brand: brandName(card.brand), last4: card.last4, month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear % 100).padStart(2, '0') });
}
