import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { MAX_GUESTS } from '@/contracts/reservation-limits';
import { FieldGroup } from '@/components/ui/form/field-group';
import { chipLook } from './booking-styles';
import { theme } from '@/styles/theme';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
`;

const StepButton = styled.button<{ $selected: boolean }>`
  ${chipLook}
  inline-size: 44px;
  padding: 0;
  font-size: ${theme.fontSize.xl};
  line-height: 1;
  &:disabled { text-decoration: none; }
`;

const Value = styled.output`
  min-inline-size: 6rem;
  text-align: center;
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.bold};
`;

/** Party size, 1 to MAX_GUESTS; a bigger party books by phone. */
export function GuestsStepper({ value, onChange }: { value: number; onChange: (guests: number) => void }) {
  const { t } = useTranslation('reservations');
  const outputId = useId();
  return (
    <FieldGroup>
      <legend>{t('form.guests')}</legend>
      <Row>
        <StepButton type="button" $selected={false} aria-label={t('form.fewerGuests')} aria-controls={outputId} disabled={value <= 1} onClick={() => onChange(value - 1)}>
          −
        </StepButton>
        <Value id={outputId} aria-live="polite" data-testid="guests-value">
          {t('form.guestsCount', { count: value })}
        </Value>
        <StepButton type="button" $selected={false} aria-label={t('form.moreGuests')} aria-controls={outputId} disabled={value >= MAX_GUESTS} onClick={() => onChange(value + 1)}>
          +
        </StepButton>
      </Row>
    </FieldGroup>
  );
}
