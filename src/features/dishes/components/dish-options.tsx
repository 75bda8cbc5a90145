import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TMoney } from '@/contracts/common-contract';
import type { TDishOptionGroup } from '@/contracts/dish-contract';
import { DishOptionGroup } from './dish-option-group';
import { computeOptionTotal, findIncompleteGroups, selectDefaults, toggleOption, type TOptionSelection } from '../model/option-selection';
import { theme } from '@/styles/theme';

const Groups = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.bold};
`;

const Missing = styled.p`
  color: ${theme.color.warning};
  font-size: ${theme.fontSize.sm};
`;

interface TDishOptionsProps {
  price: TMoney;
  groups: readonly TDishOptionGroup[];
  /** Controlled use (the add-to-order action needs the choice); uncontrolled when left out. */
  selection?: TOptionSelection;
  onSelectionChange?: (selection: TOptionSelection) => void;
}

/** The dish's option groups; each choice updates the total shown. */
export function DishOptions({ price, groups, selection: controlled, onSelectionChange }: TDishOptionsProps) {
  const { t } = useTranslation('dishes');
  const [own, setOwn] = useState(() => selectDefaults(groups));
  const selection = controlled ?? own;
  const setSelection = (update: (current: TOptionSelection) => TOptionSelection) => (onSelectionChange ? onSelectionChange(update(selection)) : setOwn(update));
  const total = computeOptionTotal(price, groups, selection);
  const incomplete = findIncompleteGroups(groups, selection);
  return (
    <Groups>
      {groups.map((group) => (
        <DishOptionGroup key={group.id} group={group} chosen={selection[group.id] ?? []} onToggle={(optionId) => setSelection((current) => toggleOption(current, group, optionId))} />
      ))}
      {incomplete.length > 0 && <Missing>{t('options.missing', { groups: incomplete.map((group) => group.name).join(', ') })}</Missing>}
      <Total aria-live="polite" data-testid="dish-total">
        <span>{t('options.total')}</span>
        <Price money={total} />
      </Total>
    </Groups>
  );
}

