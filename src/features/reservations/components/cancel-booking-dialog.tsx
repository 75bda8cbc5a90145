import { AnimatePresence } from 'framer-motion';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { DialogSurface } from '@/components/ui/modal/dialog-surface';
import { Portal } from '@/components/ui/modal/portal';
import type { TReservation } from '@/contracts/reservation-contract';
import { theme } from '@/styles/theme';
import { useUpdateReservation } from '../api/update-reservation';
import { formatBookingDateTime } from '../model/booking-dates';
import { Notice, Stack } from './booking-styles';
import { Actions } from './booking-actions-styles';
import { PolicyNote } from './policy-note';
import { useBookingErrorText } from './use-booking-error-text';

interface CancelBookingDialogProps {
  reservation: TReservation;
  isOpen: boolean;
  onClose: () => void;
  /** The booking as the server answered the cancellation. */
  onCancelled: (updated: TReservation) => void;
}

/** Asks before cancelling, with the restaurant's policy and its deadline in the restaurant's time. */
export function CancelBookingDialog({ reservation, isOpen, onClose, onCancelled }: CancelBookingDialogProps) {
  const { t } = useTranslation('reservations');
  const { locale = 'fr' } = useRouter();
  const errorText = useBookingErrorText();
  const update = useUpdateReservation(reservation.id);
  const deadline = formatBookingDateTime(reservation.policy.changeableUntil, reservation.restaurant.timeZone, locale);
  const cancel = async () => {
    try {
      const updated = await update.mutateAsync({ status: 'cancelled' });
      onClose();
      onCancelled(updated);
    } catch {
      // The error stays shown in the dialog.
    }
  };
  return (
    <Portal>
      <AnimatePresence>
        {isOpen && (
          <DialogSurface key="cancel" $size="md" onClose={onClose} labelledBy="cancel-title" zIndex={theme.zIndex.modal} hiddenOffset={{ y: 16 }} testId="cancel-dialog">
            <Stack>
              <h2 id="cancel-title">{t('detail.cancelTitle')}</h2>
              <p>{t('detail.cancelText', { restaurant: reservation.restaurant.name })}</p>
              <PolicyNote freeCancellationHours={reservation.policy.freeCancellationHours} deadline={t('summary.whenValue', { date: deadline.date, time: deadline.time })} />
              {update.isError && (
                <Notice $tone="danger" role="alert">
                  {errorText(update.error)}
                </Notice>
              )}
              <Actions>
                <Button variant="danger" onClick={() => void cancel()} isLoading={update.isPending}>
                  {t('detail.cancelConfirm')}
                </Button>
                <Button variant="ghost" onClick={onClose}>
                  {t('detail.keep')}
                </Button>
              </Actions>
            </Stack>
          </DialogSurface>
        )}
      </AnimatePresence>
    </Portal>
  );
}
