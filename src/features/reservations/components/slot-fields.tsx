import { DateStrip } from './date-strip';
import { GuestsStepper } from './guests-stepper';
import { SlotChips } from './slot-chips';
import type { SlotChoice } from './use-slot-choice';

interface SlotFieldsProps {
  choice: SlotChoice;
  dates: readonly string[];
  timeZone: string;
  guests: number;
  onGuestsChange: (guests: number) => void;
  startsAt: string | null;
  onStartsAtChange: (startsAt: string | null) => void;
  error?: string;
}

/** Day, party and time: shared by the booking modal and the "modify" form. A new day or party drops the time. */
export function SlotFields({ choice, dates, timeZone, guests, onGuestsChange, startsAt, onStartsAtChange, error }: SlotFieldsProps) {
  return (
    <>
      {dates.length > 1 && (
        <DateStrip
          dates={dates}
          value={choice.date}
          onChange={(date) => {
            choice.setDate(date);
            onStartsAtChange(null);
          }}
        />
      )}
      <GuestsStepper
        value={guests}
        onChange={(next) => {
          onGuestsChange(next);
          onStartsAtChange(null);
        }}
      />
      <SlotChips slots={choice.slots} timeZone={timeZone} value={startsAt} onChange={onStartsAtChange} isLoading={choice.isLoading} isError={choice.isError} />
      {error && (
        <p role="alert" data-testid="slot-error">
          {error}
        </p>
      )}
    </>
  );
}
