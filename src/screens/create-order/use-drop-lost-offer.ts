import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { TOrderCheck } from '@/contracts/order-contract';
import { lostDiscount } from '@/features/ordering/model/order-problems';

interface CartOffer {
  offerId: number | null;
  couponCode: string | null;
  setOffer: (offerId: number | null) => void;
  setCoupon: (couponCode: string | null) => void;
}

/**
 * An offer or coupon the server no longer applies leaves the cart, and the diner is told why
 * (the message stays until another offer is chosen): never dropped silently.
 */
export function useDropLostOffer(check: TOrderCheck | undefined, isCurrent: boolean, cart: CartOffer): string | null {
  const { t } = useTranslation('ordering');
  const [notice, setNotice] = useState<string | null>(null);
  const hadDiscount = useRef(false);
  const chosen = cart.offerId ?? cart.couponCode;

  useEffect(() => {
    hadDiscount.current = false;
    if (chosen !== null) setNotice(null);
  }, [chosen]);

  useEffect(() => {
    // Only an answer about the cart as it is now may take its offer off.
    if (!check || !isCurrent || chosen === null) return;
    const lost = lostDiscount(check, hadDiscount.current);
    if (check.discount) hadDiscount.current = true;
    if (!lost) return;
    setNotice(t('offer.removed', { reason: t(lost === 'gone' ? 'offer.gone' : `problems.${lost}`) }));
    if (cart.offerId !== null) cart.setOffer(null);
    if (cart.couponCode !== null) cart.setCoupon(null);
  }, [check, isCurrent, chosen, cart, t]);

  return notice;
}
