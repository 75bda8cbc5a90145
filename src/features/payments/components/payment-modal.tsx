import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import type { ModalViewProps } from '@/components/ui/modal/modal-host';
import { Price } from '@/components/ui/price';
import type { TPayStart, TSavedCard } from '@/contracts/payment-contract';
import { readPaymentModalData, type TPaymentModalData } from '../model/payment-choices';
import { PaymentNextStep } from './payment-next-step';
import { PaymentStartForm } from './payment-start-form';
import { AmountBox, Stack } from './payment-styles';

const NAMESPACES = ['payments'];

function PaymentFlow({ orderId, amount }: TPaymentModalData) {
  const { t } = useTranslation('payments');
  const [start, setStart] = useState<{ start: TPayStart; savedCard: TSavedCard | null } | null>(null);
  // Once started, the amount shown is the payment's: what the server charges, at that moment.
  const shown = start?.start.payment.amount ?? amount;
  return (
    <ModalFrame title={t('modal.title')} description={t('modal.lead', { number: orderId.slice(0, 8).toUpperCase() })}>
      <Stack>
        <AmountBox data-testid="payment-amount">
          <span>{t('modal.amount')}</span>
          <strong>
            <Price money={shown} />
          </strong>
        </AmountBox>
        {start ? (
          <PaymentNextStep start={start.start} savedCard={start.savedCard} onRetry={() => setStart(null)} />
        ) : (
          <PaymentStartForm orderId={orderId} onStarted={(started, savedCard) => setStart({ start: started, savedCard })} />
        )}
      </Stack>
    </ModalFrame>
  );
}

function InvalidData() {
  const { t } = useTranslation('payments');
  return (
    <ModalFrame title={t('modal.title')}>
      <p role="alert">{t('modal.invalid')}</p>
    </ModalFrame>
  );
}

/** SPEC §2 PAYMENT view, opened with `{ orderId, amount }` (the order's total as the server gave it). */
export function PaymentModal({ data }: ModalViewProps) {
  const parsed = readPaymentModalData(data);
  return <NamespaceGate namespaces={NAMESPACES}>{parsed ? <PaymentFlow {...parsed} /> : <InvalidData />}</NamespaceGate>;
}
