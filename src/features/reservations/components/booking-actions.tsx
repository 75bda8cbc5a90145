import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { TReservation } from '@/contracts/reservation-contract';
import { changeBlockReason } from '../model/booking-policy';
import { Actions } from './booking-actions-styles';
import { ChangeStatus, type BookingChange } from './change-status';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

// Loaded when asked for: the dialog's motion and the form's slot picker stay out of the page's first load.
const ModifyBookingForm = clientOnlyDynamic(() => import('./modify-booking-form').then((module) => module.ModifyBookingForm));
const CancelBookingDialog = clientOnlyDynamic(() => import('./cancel-booking-dialog').then((module) => module.CancelBookingDialog));

/**
 * Modify and Cancel, both refused with the reason once the restaurant's policy window has closed;
 * what a change did is then said in a status message that stays (and screen readers announce).
 */
export function BookingActions({ reservation }: { reservation: TReservation }) {
  const { t } = useTranslation('reservations');
  const [isModifying, setModifying] = useState(false);
  const [isCancelling, setCancelling] = useState(false);
  const [hasAskedToCancel, setAskedToCancel] = useState(false);
  const [change, setChange] = useState<BookingChange | null>(null);
  const blocked = changeBlockReason(reservation);
  const wasConfirmed = reservation.status === 'confirmed';
  // The form that had focus goes away: focus comes back to Modify, next to the status message.
  const isReturningFocus = useRef(false);
  const closeForm = () => {
    isReturningFocus.current = true;
    setModifying(false);
  };
  const onSaved = (updated: TReservation) => {
    closeForm();
    setChange({ kind: 'moved', reservation: updated, isMailed: wasConfirmed });
  };
  return (
    <>
      <ChangeStatus change={change} />
      {isModifying && !blocked ? (
        <ModifyBookingForm reservation={reservation} onSaved={onSaved} onCancel={closeForm} />
      ) : (
        <Actions>
          <Button
            ref={(node) => {
              if (!node || !isReturningFocus.current) return;
              isReturningFocus.current = false;
              node.focus();
            }}
            variant="secondary"
            disabled={blocked !== null}
            aria-describedby={blocked ? 'booking-blocked' : undefined}
            onClick={() => setModifying(true)}
          >
            {t('detail.modify')}
          </Button>
          <Button variant="danger" disabled={blocked !== null} aria-describedby={blocked ? 'booking-blocked' : undefined} onClick={() => {
              setAskedToCancel(true);
              setCancelling(true);
            }}>
            {t('detail.cancel')}
          </Button>
        </Actions>
      )}
      {blocked && (
        <p id="booking-blocked" data-testid="blocked-reason">
          {t(blocked)}
        </p>
      )}
      {hasAskedToCancel && (
        <CancelBookingDialog
          reservation={reservation}
          isOpen={isCancelling}
          onClose={() => setCancelling(false)}
          onCancelled={(updated) => setChange({ kind: 'cancelled', reservation: updated, isMailed: wasConfirmed })}
        />
      )}
    </>
  );
}
