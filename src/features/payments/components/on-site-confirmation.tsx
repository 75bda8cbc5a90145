import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import type { TPayment } from '@/contracts/payment-contract';
import { closeModal } from '@/lib/ui-state/ui-store';
import { Actions, Muted, Notice, Stack } from './payment-styles';

/** Nothing is charged online: the diner pays the restaurant (or the rider) in cash, and the staff record it. */
export function OnSiteConfirmation({ payment }: { payment: TPayment }) {
  const { t } = useTranslation('payments');
  return (
    <Stack data-testid="payment-on-site">
      <Notice role="status">
        {t('onSite.confirmed')} <Price money={payment.amount} />
      </Notice>
      <Muted>{t('onSite.next')}</Muted>
      <Actions>
        <Button onClick={closeModal}>{t('close')}</Button>
      </Actions>
    </Stack>
  );
}
