import { useTranslation } from '@/lib/i18n/use-translation';
import { ToneBadge as Badge } from '@/components/ui/tone-badge';
import type { TPaymentStatus } from '@/contracts/payment-limits';
import { paymentStatusTone } from '../model/payment-status';

/** On site, "pending" means "to pay at the restaurant", not "waiting on a bank": it says so. */
export function PaymentStatusBadge({ status, provider }: { status: TPaymentStatus; provider: string }) {
  const { t } = useTranslation('payments');
  const label = provider === 'on_site' && status === 'pending' ? t('status.onSitePending') : t(`status.${status}`);
  return (
    <Badge $tone={paymentStatusTone(status)} data-testid="payment-status">
      {label}
    </Badge>
  );
}
