import { AnimatePresence } from 'framer-motion';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { DialogSurface } from '@/components/ui/modal/dialog-surface';
import { Portal } from '@/components/ui/modal/portal';
import type { TOrder } from '@/contracts/order-contract';
import { MAX_CANCEL_REASON_LENGTH } from '@/contracts/order-limits';
import { isAppError } from '@/lib/errors/app-error';
import { theme } from '@/styles/theme';
import { useCancelOrder } from '../api/cancel-order';
import { OrderNotice } from './order-styles';

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

interface CancelOrderDialogProps {
  order: TOrder;
  isOpen: boolean;
  onClose: () => void;
}

/** Asks before cancelling, with an optional reason; a refusal (accepted meanwhile) stays shown in the dialog. */
export function CancelOrderDialog({ order, isOpen, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation('orders');
  const cancel = useCancelOrder(order.id);
  const [reason, setReason] = useState('');
  const confirm = () => {
    const trimmed = reason.trim();
    cancel.mutate(trimmed ? { reason: trimmed } : {}, { onSuccess: onClose });
  };
  const refused = isAppError(cancel.error) && cancel.error.statusCode === 409;
  return (
    <Portal>
      <AnimatePresence>
        {isOpen && (
          <DialogSurface key="cancel-order" $size="md" onClose={onClose} labelledBy="cancel-order-title" zIndex={theme.zIndex.modal} hiddenOffset={{ y: 16 }} testId="cancel-order-dialog">
            <Stack>
              <h2 id="cancel-order-title">{t('cancelDialog.title')}</h2>
              <p>{t('cancelDialog.text', { restaurant: order.restaurant.name })}</p>
              <TextAreaField label={t('cancelDialog.reasonLabel')} value={reason} maxLength={MAX_CANCEL_REASON_LENGTH} rows={3} onChange={(event) => setReason(event.target.value)} />
              {cancel.isError && (
                <OrderNotice $tone="danger" role="alert">
                  {refused ? t('errors.cancelRefused') : t('errors.generic')}
                </OrderNotice>
              )}
              <Actions>
                <Button variant="danger" onClick={confirm} isLoading={cancel.isPending}>
                  {t('cancelDialog.confirm')}
                </Button>
                <Button variant="ghost" onClick={onClose}>
                  {t('cancelDialog.keep')}
                </Button>
              </Actions>
            </Stack>
          </DialogSurface>
        )}
      </AnimatePresence>
    </Portal>
  );
}
