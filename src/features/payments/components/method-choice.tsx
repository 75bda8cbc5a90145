import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { FieldGroup } from '@/components/ui/form/field-group';
import { choiceKey, type TPaymentChoice } from '../model/payment-choices';
import { theme } from '@/styles/theme';

const Options = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  label {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0 ${theme.space.sm};
    align-items: center;
    min-block-size: 44px;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${theme.color.brand};
    box-shadow: inset 0 0 0 1px ${theme.color.brand};
    background: ${theme.color.brandSoft};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  input {
    grid-row: span 2;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin: 0;
    accent-color: ${theme.color.brand};
  }
  strong { font-weight: ${theme.fontWeight.bold}; }
  small { color: ${theme.color.inkMuted}; font-size: ${theme.fontSize.sm}; }
`;

interface MethodChoiceProps {
  choices: readonly TPaymentChoice[];
  value: string;
  onChange: (key: string) => void;
  disabled?: boolean;
}

/** The ways to pay as native radios (arrow keys, one name per group); each says in a line what happens next. */
export function MethodChoice({ choices, value, onChange, disabled }: MethodChoiceProps) {
  const { t } = useTranslation('payments');
  const name = useId();
  return (
    <FieldGroup disabled={disabled}>
      <legend>{t('choice.legend')}</legend>
      <Options>
        {choices.map((choice) => {
          const key = choiceKey(choice);
          const labelId = `${name}-${key}-label`;
          const hintId = `${name}-${key}-hint`;
          return (
            <label key={key}>
              <input type="radio" name={name} value={key} checked={value === key} onChange={() => onChange(key)} aria-labelledby={labelId} aria-describedby={hintId} />
              {/* Named by the method alone; what happens next is its description. */}
              <strong id={labelId}>{t(`method.${choice.method}`)}</strong>
              <small id={hintId}>{t(`choice.hint.${choice.provider}`)}</small>
            </label>
          );
        })}
      </Options>
    </FieldGroup>
  );
}
