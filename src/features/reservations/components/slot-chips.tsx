import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Skeleton } from '@/components/ui/skeleton';
import type { TTimeSlot } from '@/contracts/reservation-contract';
import { formatBookingTime } from '../model/booking-dates';
import { FieldGroup } from '@/components/ui/form/field-group';
import { chipLook, Notice } from './booking-styles';
import { theme } from '@/styles/theme';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr));
  gap: ${theme.space.xs};
`;

const SlotChip = styled.button<{ $selected: boolean }>`
  ${chipLook}
`;

interface SlotChipsProps {
  slots: readonly TTimeSlot[];
  timeZone: string;
  value: string | null;
  onChange: (startsAt: string) => void;
  isLoading: boolean;
  isError: boolean;
}

/** The times of the chosen day in the restaurant's zone; a full one stays visible but cannot be picked. */
export function SlotChips({ slots, timeZone, value, onChange, isLoading, isError }: SlotChipsProps) {
  const { t } = useTranslation('reservations');
  const { locale = 'fr' } = useRouter();
  const isEmpty = !slots.some((slot) => slot.isAvailable);
  return (
    <FieldGroup aria-busy={isLoading}>
      <legend>{t('form.time')}</legend>
      {isLoading && slots.length === 0 && <Skeleton count={2} height="2.75rem" />}
      {isError && <Notice $tone="danger" role="alert">{t('form.slotsError')}</Notice>}
      {!isLoading && !isError && isEmpty && <Notice data-testid="no-slots">{t('form.noSlots')}</Notice>}
      {slots.length > 0 && (
        <Grid data-testid="slots">
          {slots.map((slot) => (
            <SlotChip
              key={slot.startsAt}
              type="button"
              $selected={slot.startsAt === value}
              aria-pressed={slot.startsAt === value}
              disabled={!slot.isAvailable}
              title={slot.isAvailable ? undefined : t('form.slotFull')}
              onClick={() => onChange(slot.startsAt)}
              data-starts-at={slot.startsAt}
            >
              {formatBookingTime(slot.startsAt, timeZone, locale)}
            </SlotChip>
          ))}
        </Grid>
      )}
    </FieldGroup>
  );
}
