import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { closeModal } from '@/lib/ui-state/ui-store';
import { Actions, Muted, Notice, Stack } from './payment-styles';

/** Nothing is charged online: the diner pays the restaurant (or the rider) in cash, and the staff record it. */
export function OnSiteConfirmation() {
  const { t } = useTranslation('payments');
  return (
    <Stack data-testid="payment-on-site">
      {/* The amount stands above, as the server will collect it. */}
      <Notice role="status">{t('onSite.confirmed')}</Notice>
      <Muted>{t('onSite.next')}</Muted>
      <Actions>
        <Button onClick={closeModal}>{t('close')}</Button>
      </Actions>
    </Stack>
  );
}
