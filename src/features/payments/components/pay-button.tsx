import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { TMoney } from '@/contracts/common-contract';
import { openModal } from '@/lib/ui-state/ui-store';

/** Opens the PAYMENT view for one order with the total the server gave for it. */
export function PayButton({ orderId, amount, label }: { orderId: string; amount: TMoney; label?: string }) {
  const { t } = useTranslation('payments');
  return (
    <Button onClick={() => openModal('PAYMENT', { orderId, amount })} data-testid="pay-button">
      {label ?? t('pay')}
    </Button>
  );
}
