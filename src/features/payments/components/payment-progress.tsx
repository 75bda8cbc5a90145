import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button, ButtonLink } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import type { TPayment } from '@/contracts/payment-contract';
import { closeModal } from '@/lib/ui-state/ui-store';
import { usePaymentProgress } from '../api/get-payment';
import { paymentKeys } from '../api/payment-keys';
import { isPaymentSettled } from '../model/payment-status';
import { Actions, Muted, Notice, Stack } from './payment-styles';

interface PaymentProgressProps {
  payment: TPayment;
  onRetry: () => void;
  /** The mobile-money provider's hosted counter, where the diner picks the operator and approves. */
  counterUrl?: string;
}

/** Waits for the provider (a wallet's push, a card's bank), then says plainly whether the money came. */
export function PaymentProgress({ payment: started, onRetry, counterUrl }: PaymentProgressProps) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const { data } = usePaymentProgress(started.id, started.orderId);
  const payment = data ?? started;
  const isSettled = isPaymentSettled(payment.status);
  // The diner's list and the order page learn the outcome as soon as it is known.
  useEffect(() => {
    if (isSettled) void queryClient.invalidateQueries({ queryKey: paymentKeys.lists() });
  }, [isSettled, queryClient]);

  return (
    <Stack aria-live="polite" data-testid="payment-progress" data-status={payment.status}>
      {!isSettled && (
        <>
          <Loader label={t('progress.waitingLabel')} />
          <Notice $tone="warning">{t(`progress.pending.${payment.provider === 'mobile_money' ? 'mobile_money' : 'card'}`)}</Notice>
          {counterUrl ? (
            <>
              <Muted>{t('progress.counterHelp', { method: t(`method.${payment.method}`) })}</Muted>
              <ButtonLink href={counterUrl}>{t('progress.openCounter')}</ButtonLink>
            </>
          ) : (
            <Muted>{t(payment.provider === 'mobile_money' ? 'progress.walletHelp' : 'progress.cardHelp', { method: t(`method.${payment.method}`) })}</Muted>
          )}
        </>
      )}
      {payment.status === 'paid' && (
<Notice role="status">{t('progress.paid')}</Notice>
      )}
      {(payment.status === 'failed' || payment.status === 'cancelled') && <Notice $tone="danger" role="alert">{t(`progress.${payment.status}`)}</Notice>}
      <Actions>
        {(payment.status === 'failed' || payment.status === 'cancelled') && <Button onClick={onRetry}>{t('progress.retry')}</Button>}
        <Button variant={isSettled ? 'primary' : 'secondary'} onClick={closeModal}>
          {isSettled ? t('close') : t('progress.later')}
        </Button>
      </Actions>
    </Stack>
  );
}
