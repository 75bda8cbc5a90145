import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { formatDateChip } from '../model/booking-dates';
import { FieldGroup } from '@/components/ui/form/field-group';
import { chipLook } from './booking-styles';
import { theme } from '@/styles/theme';

const Strip = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  overflow-x: auto;
  padding-block: ${theme.space.xxs};
  padding-inline: 2px;
  scroll-snap-type: x proximity;
`;

const DateChip = styled.button<{ $selected: boolean }>`
  ${chipLook}
  flex: none;
  display: grid;
  justify-items: center;
  min-inline-size: 4.25rem;
  scroll-snap-align: start;
  span { font-size: ${theme.fontSize.xs}; text-transform: capitalize; }
  strong { font-size: ${theme.fontSize.lg}; }
`;

/** The next days as chips, today first, named with Intl in the diner's language. */
export function DateStrip({ dates, value, onChange }: { dates: readonly string[]; value: string; onChange: (date: string) => void }) {
  const { t } = useTranslation('reservations');
  const { locale = 'fr' } = useRouter();
  return (
    <FieldGroup>
      <legend>{t('form.date')}</legend>
      <Strip>
        {dates.map((date, index) => {
          const chip = formatDateChip(date, locale);
          return (
            <DateChip key={date} type="button" $selected={date === value} aria-pressed={date === value} aria-label={index === 0 ? t('form.today', { date: `${chip.weekday} ${chip.day} ${chip.month}` }) : `${chip.weekday} ${chip.day} ${chip.month}`} onClick={() => onChange(date)} data-date={date}>
              <span>{index === 0 ? t('form.todayShort') : chip.weekday}</span>
              <strong>{chip.day}</strong>
              <span>{chip.month}</span>
            </DateChip>
          );
        })}
      </Strip>
    </FieldGroup>
  );
}
