import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TDishOptionGroup } from '@/contracts/dish-contract';
import { isSingleChoice } from '../model/option-selection';
import { theme } from '@/styles/theme';

const Fieldset = styled.fieldset`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  padding: ${theme.space.xs} ${theme.space.md} ${theme.space.md};
  margin: 0;
  min-inline-size: 0;
`;

const Legend = styled.legend`
  padding-inline: ${theme.space.xxs};
  font-weight: ${theme.fontWeight.bold};
`;

const Rule = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
  margin-block-end: ${theme.space.xs};
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-block-size: 44px;
  cursor: pointer;

  & input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    accent-color: ${theme.color.brand};
    flex-shrink: 0;
  }

  & input:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }

  & input:disabled + span {
    color: ${theme.color.inkSubtle};
  }
`;

const Name = styled.span`
  flex: 1;
`;

const Extra = styled.span`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

function useRuleText(group: TDishOptionGroup) {
  const { t } = useTranslation('dishes');
  if (isSingleChoice(group)) return group.minSelect >= 1 ? t('options.pickOne') : t('options.pickOneOptional');
  if (group.minSelect >= 1) return t('options.pickBetween', { min: group.minSelect, max: group.maxSelect });
  return t('options.pickUpTo', { count: group.maxSelect });
}

interface TDishOptionGroupProps {
  group: TDishOptionGroup;
  chosen: readonly number[];
  onToggle: (optionId: number) => void;
}

/** One option group ("collection"): radios for a single choice, checkboxes up to its maximum. */
export function DishOptionGroup({ group, chosen, onToggle }: TDishOptionGroupProps) {
  const single = isSingleChoice(group);
  const isFull = !single && chosen.length >= group.maxSelect;
  const rule = useRuleText(group);
  return (
    <Fieldset>
      <Legend>{group.name}</Legend>
      <Rule>{rule}</Rule>
      {group.options.map((option) => {
        const checked = chosen.includes(option.id);
        return (
          <Choice key={option.id}>
            <input
              type={single ? 'radio' : 'checkbox'}
              name={`option-group-${group.id}`}
              value={option.id}
              checked={checked}
              disabled={isFull && !checked}
              onChange={() => onToggle(option.id)}
            />
            <Name>{option.name}</Name>
            {option.price.amount > 0 && (
              <Extra>
                {'+ '}
                <Price money={option.price} />
              </Extra>
            )}
          </Choice>
        );
      })}
    </Fieldset>
  );
}
