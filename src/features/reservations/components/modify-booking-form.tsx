import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { type TReservation, type TUpdateReservationRequest } from '@/contracts/reservation-contract';
import { MAX_AVAILABILITY_DAYS, MAX_SPECIAL_LENGTH } from '@/contracts/reservation-limits';
import { useUpdateReservation } from '../api/update-reservation';
import { listBookingDates, localDateOfInstant } from '../model/booking-dates';
import { Notice, Stack } from './booking-styles';
import { SlotFields } from './slot-fields';
import { useBookingErrorText } from './use-booking-error-text';
import { useSlotChoice } from './use-slot-choice';
import { Actions } from './booking-actions-styles';

/** Only what changed goes to PATCH, so an unchanged time is not re-checked against availability. */
function buildChanges(reservation: TReservation, startsAt: string | null, guests: number, special: string): TUpdateReservationRequest {
  const changes: TUpdateReservationRequest = {};
  if (startsAt && new Date(startsAt).getTime() !== new Date(reservation.startsAt).getTime()) changes.startsAt = startsAt;
  if (guests !== reservation.guests) changes.guests = guests;
  const note = special.trim() === '' ? null : special.trim();
  if (note !== reservation.specialRequest) changes.specialRequest = note;
  return changes;
}

interface ModifyBookingFormProps {
  reservation: TReservation;
  /** The booking as the server answered the change. */
  onSaved: (updated: TReservation) => void;
  onCancel: () => void;
}

/** Move a booking (day, time), change the party or the note; the slots come from placeRemaining. */
export function ModifyBookingForm({ reservation, onSaved, onCancel }: ModifyBookingFormProps) {
  const { t } = useTranslation('reservations');
  const errorText = useBookingErrorText();
  const update = useUpdateReservation(reservation.id);
  const timeZone = reservation.restaurant.timeZone;
  const [guests, setGuests] = useState(reservation.guests);
  const [startsAt, setStartsAt] = useState<string | null>(reservation.startsAt);
  const [special, setSpecial] = useState(reservation.specialRequest ?? '');
  const choice = useSlotChoice({ restaurantId: reservation.restaurant.id, eventId: reservation.eventId, initialDate: localDateOfInstant(reservation.startsAt, timeZone), guests });
  const dates = reservation.eventId ? [] : listBookingDates(timeZone, MAX_AVAILABILITY_DAYS);
  const changes = buildChanges(reservation, startsAt, guests, special);
  const hasChanges = Object.keys(changes).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!startsAt || !hasChanges) return;
    try {
      onSaved(await update.mutateAsync(changes));
    } catch {
      void choice.refetch();
    }
  };

  return (
    <form onSubmit={submit} aria-label={t('detail.modifyTitle')} data-testid="modify-form">
      <Stack>
        <SlotFields choice={choice} dates={dates} timeZone={timeZone} guests={guests} onGuestsChange={setGuests} startsAt={startsAt} onStartsAtChange={setStartsAt} />
        <TextAreaField label={t('form.special')} maxLength={MAX_SPECIAL_LENGTH} rows={3} value={special} onChange={(event) => setSpecial(event.target.value)} />
        {update.isError && (
          <Notice $tone="danger" role="alert">
            {errorText(update.error)}
          </Notice>
        )}
        <Actions>
          <Button type="submit" isLoading={update.isPending} disabled={!startsAt || !hasChanges}>
            {t('detail.saveChanges')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('detail.keep')}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
