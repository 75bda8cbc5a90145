import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { TReservation } from '@/contracts/reservation-contract';
import { Actions } from '@/features/reservations/components/booking-actions-styles';
import { usePreorderMore } from './use-preorder-more';
import { theme } from '@/styles/theme';

// The cart's "start a new cart?" question (add-to-order), in the same warning look.
const Confirm = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.warningSoft};
`;

/** More dishes for a confirmed, upcoming booking, picked from the restaurant's menu. */
export function PreorderMore({ reservation }: { reservation: TReservation }) {
  const { t } = useTranslation('reservations');
  const state = usePreorderMore(reservation);
  if (!state.askReset) {
    return (
      <Actions>
        <Button variant="secondary" size="sm" onClick={state.request} data-testid="preorder-more">
          {t('detail.preorderMore')}
        </Button>
      </Actions>
    );
  }
  return (
    <Confirm role="alert" data-testid="preorder-confirm">
      <p>{state.heldDraft ? t('detail.preorderReplaceDraft', { restaurant: state.heldDraft.restaurantName }) : t('detail.preorderReplace')}</p>
      <Actions>
        <Button variant="secondary" size="sm" onClick={state.keepCart}>
          {t('detail.preorderKeep')}
        </Button>
        <Button size="sm" onClick={state.confirmReset}>
          {t('detail.preorderStart')}
        </Button>
      </Actions>
    </Confirm>
  );
}
