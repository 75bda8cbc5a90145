import { useTranslation } from '@/lib/i18n/use-translation';
import { ButtonLink } from '@/components/ui/button';
import { PlainList } from '@/components/ui/plain-list';
import { Skeleton } from '@/components/ui/skeleton';
import { ROUTES } from '@/lib/routes';
import { usePayments } from '../api/get-payments';
import { useValidateOnReturn } from '../api/use-validate-on-return';
import { PaymentRow } from './payment-row';
import { Muted, Notice, Stack } from './payment-styles';

/** /my-account/payment: every payment of the diner, newest first, or what to do when there is none. */
export function PaymentsList() {
  const { t } = useTranslation('payments');
  const payments = usePayments();
  useValidateOnReturn();
  if (payments.isPending) return <Skeleton count={3} height="5rem" />;
  if (payments.isError) return <Notice $tone="danger" role="alert">{t('list.error')}</Notice>;
  if (payments.data.payments.length === 0) {
    return (
      <Stack data-testid="payments-empty">
        <Muted>{t('list.empty')}</Muted>
        <ButtonLink href={ROUTES.orders} variant="secondary">
          {t('list.toOrders')}
        </ButtonLink>
      </Stack>
    );
  }
  return (
    <PlainList $gap="sm" data-testid="payments-list" aria-label={t('list.label')}>
      {payments.data.payments.map((payment) => (
        <PaymentRow key={payment.id} payment={payment} />
      ))}
    </PlainList>
  );
}
