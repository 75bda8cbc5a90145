import { useId } from 'react';
import styled from 'styled-components';
import { FieldGroup as Group } from './field-group';
import { theme } from '@/styles/theme';

/** Radio inputs drawn as a segmented control: the native radios keep arrow keys and the group's name. */
const Segments = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: ${theme.space.xxs};
  padding: ${theme.space.xxs};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
  label {
    position: relative;
    display: grid;
    place-items: center;
    min-block-size: 44px;
    padding-inline: ${theme.space.sm};
    border-radius: ${theme.radius.sm};
    font-weight: ${theme.fontWeight.medium};
    text-align: center;
    cursor: pointer;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  label:has(input:checked) {
    background: ${theme.color.surface};
    color: ${theme.color.brand};
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.12);
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  label:has(input:disabled) {
    cursor: not-allowed;
    color: ${theme.color.inkSubtle};
  }
`;

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

interface SegmentedChoiceProps<T extends string> {
  legend: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A short exclusive choice ("À emporter" / "Livraison"): a fieldset of radios, so arrow keys and screen readers work as for any radio group. */
export function SegmentedChoice<T extends string>({ legend, options, value, onChange }: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <Group>
      <legend>{legend}</legend>
      <Segments>
        {options.map((option) => (
          <label key={option.value}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} disabled={option.disabled} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </Segments>
    </Group>
  );
}
