import { useMemo, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { SegmentedChoice } from '@/components/ui/form/segmented-choice';
import { SelectField } from '@/components/ui/form/select-field';
import type { TOrderProblem, TOrderTiming } from '@/contracts/order-contract';
import type { TOpeningPeriod } from '@/contracts/restaurant-contract';
import { formatOrderDay, formatOrderInstant, formatZoneName } from '../model/format-order-time';
import { listOrderDays } from '../model/order-times';
import { browserTimeZone, isSameClock } from '../model/zoned-time';
import { Muted, Notice } from './ordering-styles';
import { ProblemNotes } from './problem-notes';
import { theme } from '@/styles/theme';

const Row = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
`;

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`;

interface OrderTimePickerProps {
  timing: TOrderTiming;
  onChange: (timing: TOrderTiming) => void;
  openingHours: readonly TOpeningPeriod[];
  timeZone: string;
  /** The server's answer for "as soon as possible"; null until it came, or when it refused the time. */
  readyAt: string | null;
  problems: readonly TOrderProblem[];
  /** For tests: the clock the choices are built from. */
  now?: Date;
}

/** "Dès que possible" or a day and time in the restaurant's zone, inside its opening hours; checkOrder is the judge. */
export function OrderTimePicker({ timing, onChange, openingHours, timeZone, readyAt, problems, now }: OrderTimePickerProps) {
  const { t } = useTranslation('ordering');
  const { locale = 'fr' } = useRouter();
  const [clock] = useState(() => now ?? new Date());
  const days = useMemo(() => listOrderDays(openingHours, timeZone, clock), [openingHours, timeZone, clock]);
  const chosen = timing.mode === 'scheduled' ? timing.at : null;
  const chosenDay = days.find((day) => day.times.some((time) => time.at === chosen)) ?? days[0];
  // The chosen instant (or now) decides: a zone may share the browser's clock in one season only.
  const showZone = !isSameClock(timeZone, browserTimeZone(), chosen ? new Date(chosen) : clock);

  const onMode = (mode: TOrderTiming['mode']) => {
    if (mode === 'asap') onChange({ mode: 'asap' });
    else if (days[0]) onChange({ mode: 'scheduled', at: days[0].times[0].at });
  };
  const onDay = (date: string) => {
    const day = days.find((item) => item.date === date);
    if (day) onChange({ mode: 'scheduled', at: day.times[0].at });
  };

  return (
    <Stack>
      <SegmentedChoice
        legend={t('time.legend')}
        options={[
          { value: 'asap', label: t('time.asap') },
          { value: 'scheduled', label: t('time.scheduled'), disabled: days.length === 0 },
        ]}
        value={timing.mode}
        onChange={onMode}
      />
      {timing.mode === 'asap' && <Muted data-testid="ready-at">{readyAt ? t('time.readyAt', { when: formatOrderInstant(readyAt, timeZone, locale) }) : t('time.readyAtPending')}</Muted>}
      {timing.mode === 'scheduled' && chosenDay && (
        <Row>
          <SelectField label={t('time.day')} value={chosenDay.date} onChange={(event) => onDay(event.target.value)} options={days.map((day) => ({ value: day.date, label: formatOrderDay(day.date, locale) }))} />
          <SelectField label={t('time.time')} value={chosen ?? ''} onChange={(event) => onChange({ mode: 'scheduled', at: event.target.value })} options={chosenDay.times.map((time) => ({ value: time.at, label: time.time }))} />
        </Row>
      )}
      {days.length === 0 && <Notice>{t('time.noOpening')}</Notice>}
      {showZone && <Muted data-testid="time-zone-note">{t('time.zone', { zone: formatZoneName(timeZone, locale) })}</Muted>}
      <ProblemNotes problems={problems} />
    </Stack>
  );
}
