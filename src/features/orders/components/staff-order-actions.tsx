import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { TStaffOrder } from '@/contracts/order-contract';
import { isAppError } from '@/lib/errors/app-error';
import { useMoveOrder } from '../api/manager-move-order';
import { staffMovesOf, type TStaffMove } from '../model/staff-moves';
import { OrderNotice } from './order-styles';
import { theme } from '@/styles/theme';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

// Loaded when asked for: the dialog's motion stays out of the staff page's first load.
const StaffCancelDialog = clientOnlyDynamic(() => import('./staff-cancel-dialog').then((module) => module.StaffCancelDialog));

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

/** One button per move the server allows from here; "cancel" asks for a reason first. */
export function StaffOrderActions({ order, number }: { order: TStaffOrder; number: string }) {
  const { t } = useTranslation('manager');
  const move = useMoveOrder();
  const [isCancelling, setCancelling] = useState(false);
  const [hasAskedToCancel, setAskedToCancel] = useState(false);
  const moves = staffMovesOf(order.nextStatuses);
  if (moves.length === 0) return null;
  const go = (status: TStaffMove, reason?: string) => move.mutate({ id: order.id, status, ...(reason ? { reason } : {}) }, { onSuccess: () => setCancelling(false) });
  const errorText = !move.isError ? null : isAppError(move.error) && move.error.code === 'invalid_transition' ? t('errors.invalid_transition') : t('errors.generic');
  return (
    <>
      <Bar role="group" aria-label={t('orders.actionsLabel', { number })}>
        {moves.map((status) =>
          status === 'cancelled' ? (
            <Button key={status} size="sm" variant="ghost" aria-haspopup="dialog" onClick={() => {
                setAskedToCancel(true);
                setCancelling(true);
              }} disabled={move.isPending}>
              {t('moves.cancelled')}
            </Button>
          ) : (
            <Button key={status} size="sm" variant={status === moves[0] ? 'primary' : 'secondary'} onClick={() => go(status)} isLoading={move.isPending && move.variables?.status === status} disabled={move.isPending}>
              {t(`moves.${status}`)}
            </Button>
          ),
        )}
      </Bar>
      {errorText && !isCancelling && (
        <OrderNotice $tone="danger" role="alert">
          {errorText}
        </OrderNotice>
      )}
      {hasAskedToCancel && <StaffCancelDialog number={number} isOpen={isCancelling} isPending={move.isPending} error={errorText} onClose={() => setCancelling(false)} onConfirm={(reason) => go('cancelled', reason)} />}
    </>
  );
}
