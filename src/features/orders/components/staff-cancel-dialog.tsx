import { AnimatePresence } from 'framer-motion';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { DialogSurface } from '@/components/ui/modal/dialog-surface';
import { Portal } from '@/components/ui/modal/portal';
import { MAX_CANCEL_REASON_LENGTH } from '@/contracts/order-limits';
import { theme } from '@/styles/theme';
import { OrderNotice } from './order-styles';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

interface StaffCancelDialogProps {
  number: string;
  isOpen: boolean;
  isPending: boolean;
  /** The server's refusal, shown inside the dialog. */
  error: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** Staff cancel with a reason the diner will read; the form refuses an empty one before asking the server. */
export function StaffCancelDialog({ number, isOpen, isPending, error, onClose, onConfirm }: StaffCancelDialogProps) {
  const { t } = useTranslation('manager');
  const [reason, setReason] = useState('');
  const [showError, setShowError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setShowError(true);
    onConfirm(trimmed);
  };
  const titleId = `staff-cancel-title-${number}`;
  return (
    <Portal>
      <AnimatePresence>
        {isOpen && (
          <DialogSurface key="staff-cancel" $size="md" onClose={onClose} labelledBy={titleId} zIndex={theme.zIndex.modal} hiddenOffset={{ y: 16 }} testId="staff-cancel-dialog">
            <Form onSubmit={submit} noValidate>
              <h2 id={titleId}>{t('cancelDialog.title', { number })}</h2>
              <p>{t('cancelDialog.text')}</p>
              <TextAreaField
                label={t('cancelDialog.reasonLabel')}
                value={reason}
                required
                maxLength={MAX_CANCEL_REASON_LENGTH}
                rows={3}
                error={showError ? t('cancelDialog.reasonRequired') : undefined}
                onChange={(event) => setReason(event.target.value)}
              />
              {error && (
                <OrderNotice $tone="danger" role="alert">
                  {error}
                </OrderNotice>
              )}
              <Actions>
                <Button type="submit" variant="danger" isLoading={isPending}>
                  {t('cancelDialog.confirm')}
                </Button>
                <Button type="button" variant="ghost" onClick={onClose}>
                  {t('cancelDialog.keep')}
                </Button>
              </Actions>
            </Form>
          </DialogSurface>
        )}
      </AnimatePresence>
    </Portal>
  );
}
