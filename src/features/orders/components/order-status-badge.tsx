import { useTranslation } from '@/lib/i18n/use-translation';
import { ToneBadge as Badge } from '@/components/ui/tone-badge';
import type { TOrderStatus } from '@/contracts/order-limits';
import { orderStatusTone } from '../model/order-status-tone';

export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Badge $tone={orderStatusTone(status)} data-testid="order-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
