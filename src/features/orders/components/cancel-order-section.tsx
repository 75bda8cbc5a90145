import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { TOrder } from '@/contracts/order-contract';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

// Loaded when asked for: the dialog's motion stays out of the order page's first load.
const CancelOrderDialog = clientOnlyDynamic(() => import('./cancel-order-dialog').then((module) => module.CancelOrderDialog));

/** "Cancel the order", offered only while the server says the diner may (placed, not yet accepted). */
export function CancelOrderSection({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first tap on, so closing still animates.
  const [hasOpened, setHasOpened] = useState(false);
  if (!order.canCancel) return null;
  return (
    <>
      <h2 id="order-manage">{t('detail.manageTitle')}</h2>
      <p>{t('detail.cancelHint')}</p>
      <Button variant="secondary" onClick={() => {
          setHasOpened(true);
          setOpen(true);
        }} aria-haspopup="dialog">
        {t('detail.cancel')}
      </Button>
      {hasOpened && <CancelOrderDialog order={order} isOpen={isOpen} onClose={() => setOpen(false)} />}
    </>
  );
}
