import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { TDiscountRule } from '@/contracts/offer-contract';
import { formatDiscountValue } from '@/lib/money/format-discount';

/** "15 % de réduction", "2 000 F CFA de réduction". */
export function RewardDiscount({ discount }: { discount: TDiscountRule }) {
  const { t } = useTranslation('rewards');
  const { locale = 'fr' } = useRouter();
  return <>{t('discountOff', { value: formatDiscountValue(discount, locale) })}</>;
}
