import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TMoney } from '@/contracts/common-contract';
import { formatLongDate } from '@/lib/format/format-long-date';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { usePayments } from '../api/get-payments';
import { listPaymentChoices } from '../model/payment-choices';
import { canStillPayOnline, findOrderPayment, isOrderPayable } from '../model/order-payment';
import { PayButton } from './pay-button';
import { PaymentStatusBadge } from './payment-status-badge';
import { Muted } from './payment-styles';
import { theme } from '@/styles/theme';

const Box = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;
`;

interface OrderPaymentProps {
  orderId: string;
  orderStatus: string;
  /** The order's total as the server gave it. */
  amount: TMoney;
}

/** An order's payment on its page: paid, to pay on site, under way, or a "Payer" button while the server would take it. */
export function OrderPayment({ orderId, orderStatus, amount }: OrderPaymentProps) {
  const { t, i18n } = useTranslation('payments');
  const staticData = useStaticData(i18n.language).data;
  const { locale = 'fr' } = useRouter();
  const payments = usePayments();
  if (!payments.data) return null;
  // An on-site intention may still become paying now, when anything is offered online.
  const hasOnlineChoice = listPaymentChoices({ stripePublicKey: staticData?.stripePublicKey ?? '', mobileMoneyMethods: staticData?.mobileMoneyMethods }).length > 1;
  const payment = findOrderPayment(payments.data.payments, orderId);
  const canPay = isOrderPayable(orderStatus) && canStillPayOnline(payment) && (payment === null || hasOnlineChoice);
  if (!payment && !canPay) return null;
  return (
    <Box data-testid="order-payment">
      {payment && <PaymentStatusBadge status={payment.status} provider={payment.provider} />}
      {payment && <Muted>{t(`order.${payment.provider === 'on_site' ? 'onSite' : payment.status === 'paid' ? 'paid' : 'underway'}`, { method: t(`method.${payment.method}`) })}</Muted>}
      {payment?.receiptSentAt && <Muted>{t('receiptSent', { date: formatLongDate(payment.receiptSentAt, locale) })}</Muted>}
      {canPay && <PayButton orderId={orderId} amount={amount} label={payment ? t('payOnlineInstead') : undefined} />}
    </Box>
  );
}
