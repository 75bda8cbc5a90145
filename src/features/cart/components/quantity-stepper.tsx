import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
`;

const Step = styled.button`
  display: grid;
  place-items: center;
  inline-size: 40px;
  block-size: 40px;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${theme.color.ink};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.bold};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${theme.color.surfaceAlt}; }
  &:disabled { color: ${theme.color.inkSubtle}; cursor: not-allowed; opacity: 0.5; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 1px; }
`;

const Value = styled.output`
  min-inline-size: 2ch;
  text-align: center;
  font-weight: ${theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

interface TQuantityStepperProps {
  value: number;
  onDecrease(): void;
  onIncrease(): void;
  canDecrease?: boolean;
  canIncrease: boolean;
  labels: { group: string; decrease: string; increase: string };
}

/** − n + with a name for each button and the count announced as it changes. */
export function QuantityStepper({ value, onDecrease, onIncrease, canDecrease = true, canIncrease, labels }: TQuantityStepperProps) {
  return (
    <Group role="group" aria-label={labels.group}>
      <Step type="button" aria-label={labels.decrease} onClick={onDecrease} disabled={!canDecrease}>
        {'−'}
      </Step>
      <Value aria-live="polite">{value}</Value>
      <Step type="button" aria-label={labels.increase} onClick={onIncrease} disabled={!canIncrease}>
        {'+'}
      </Step>
    </Group>
  );
}
