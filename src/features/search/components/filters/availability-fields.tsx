import { useTranslation } from '@/lib/i18n/use-translation';
import { useId } from 'react';
import styled from 'styled-components';
import { TextField } from '@/components/ui/form/text-field';
import type { TSearchState } from '../../model/search-params';
import { Group, Legend } from './filter-styles';
import { theme } from '@/styles/theme';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.xs};
  & > :first-child { grid-column: 1 / -1; }
`;

const Hint = styled.p`
  font-size: ${theme.fontSize.xs};
  color: ${theme.color.inkMuted};
`;

interface TAvailabilityFieldsProps {
  value: Pick<TSearchState, 'date' | 'time' | 'party'>;
  onChange: (change: Partial<TSearchState>) => void;
}

const orNull = (value: string) => (value === '' ? null : value);

/** "Available for" date, time and party: they filter only together (/restaurants/availableCapacity). */
export function AvailabilityFields({ value, onChange }: TAvailabilityFieldsProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const isPartial = [value.date, value.time, value.party].some((part) => part === null) && [value.date, value.time, value.party].some((part) => part !== null);
  return (
    <Group>
      <Legend>{t('filters.availability')}</Legend>
      <Row>
        <TextField id={`${id}-date`} type="date" label={t('filters.date')} value={value.date ?? ''} onChange={(event) => onChange({ date: orNull(event.target.value) })} />
        <TextField id={`${id}-time`} type="time" step={1800} label={t('filters.time')} value={value.time ?? ''} onChange={(event) => onChange({ time: orNull(event.target.value) })} />
        <TextField
          id={`${id}-party`}
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          label={t('filters.party')}
          value={value.party ?? ''}
          onChange={(event) => {
            const party = Number(event.target.value);
            onChange({ party: Number.isInteger(party) && party >= 1 && party <= 50 ? party : null });
          }}
        />
      </Row>
      {isPartial && <Hint>{t('filters.availabilityHint')}</Hint>}
    </Group>
  );
}
