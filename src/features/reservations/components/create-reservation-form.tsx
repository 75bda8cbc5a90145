import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { ZCreateReservationRequest, type TCreateReservationRequest, type TReservation } from '@/contracts/reservation-contract';
import { MAX_SPECIAL_LENGTH, OCCASIONS } from '@/contracts/reservation-limits';
import { useCreateReservation } from '../api/create-reservation';
import { Stack } from './booking-styles';
import { PolicyNote } from './policy-note';
import { SlotFields } from './slot-fields';
import { errorCode, useBookingErrorText } from './use-booking-error-text';
import { useSlotChoice } from './use-slot-choice';

export interface CreateReservationFormProps {
  restaurantId: number;
  eventId: number | null;
  timeZone: string;
  dates: readonly string[];
  /** A slot chosen before (a search result's time): its day, party and start are picked already. */
  preset?: { date: string; guests: number; startsAt: string } | null;
  onCreated: (reservation: TReservation, request: TCreateReservationRequest) => void;
}

type FormInput = Omit<TCreateReservationRequest, 'startsAt'> & { startsAt: string | null };

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** SPEC §2 "create reservation": day, party, time, occasion and a note, validated with the API's own schema. */
export function CreateReservationForm({ restaurantId, eventId, timeZone, dates, preset = null, onCreated }: CreateReservationFormProps) {
  const { t } = useTranslation('reservations');
  const errorText = useBookingErrorText();
  const create = useCreateReservation();
  const form = useForm<FormInput, unknown, TCreateReservationRequest>({
    resolver: zodResolver(ZCreateReservationRequest) as never,
    defaultValues: { restaurantId, eventId, startsAt: preset?.startsAt ?? null, guests: preset?.guests ?? 2, occasion: null, specialRequest: null },
  });
  const guests = form.watch('guests');
  const startsAt = form.watch('startsAt');
  const initialDate = preset && dates.includes(preset.date) ? preset.date : dates[0];
  const choice = useSlotChoice({ restaurantId, eventId, initialDate, guests });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(values), values);
    } catch (error) {
      form.setError('root.server', { type: 'server', message: errorText(error) });
      if (errorCode(error) === 'slot_unavailable') {
        // The chip the diner picked is gone: show the day as it is now.
        form.setValue('startsAt', null);
        void choice.refetch();
      }
    }
  });

  const occasions = OCCASIONS.map((value) => ({ value, label: t(`occasion.${value}`) }));
  const freeHours = choice.places?.freeCancellationHours;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form.label')}>
      <Stack>
        <SlotFields
          choice={choice}
          dates={dates}
          timeZone={choice.places?.timeZone ?? timeZone}
          guests={guests}
          onGuestsChange={(next) => form.setValue('guests', next)}
          startsAt={startsAt}
          onStartsAtChange={(next) => form.setValue('startsAt', next, { shouldValidate: form.formState.isSubmitted })}
          error={form.formState.errors.root?.server?.message ?? (form.formState.errors.startsAt ? t('form.pickTime') : undefined)}
        />
        <SelectField label={t('form.occasion')} placeholder={t('form.noOccasion')} options={occasions} {...form.register('occasion', { setValueAs: emptyToNull })} />
        <TextAreaField label={t('form.special')} hint={t('form.specialHint')} maxLength={MAX_SPECIAL_LENGTH} rows={3} {...form.register('specialRequest', { setValueAs: emptyToNull })} />
        {freeHours !== undefined && <PolicyNote freeCancellationHours={freeHours} />}
        <Button type="submit" size="lg" fullWidth isLoading={form.formState.isSubmitting}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
