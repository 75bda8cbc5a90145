import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button';
import type { TOrder } from '@/contracts/order-contract';
import { CancelOrderDialog } from './cancel-order-dialog';

/** "Cancel the order", offered only while the server says the diner may (placed, not yet accepted). */
export function CancelOrderSection({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  const [isOpen, setOpen] = useState(false);
  if (!order.canCancel) return null;
  return (
    <>
      <h2 id="order-manage">{t('detail.manageTitle')}</h2>
      <p>{t('detail.cancelHint')}</p>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('detail.cancel')}
      </Button>
      <CancelOrderDialog order={order} isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
