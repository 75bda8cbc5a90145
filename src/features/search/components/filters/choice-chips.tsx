import { Chip, Chips, Group, Legend } from './filter-styles';

export interface TChoice<T> {
  value: T;
  label: string;
}

interface TChoiceChipsProps<T extends string | number> {
  legend: string;
  name: string;
  choices: readonly TChoice<T>[];
  selected: readonly T[];
  /** Radio: one value (or none once the chosen one is tapped again); else checkboxes. */
  isSingle?: boolean;
  onChange: (selected: T[]) => void;
}

const toggle = <T,>(selected: readonly T[], value: T) => (selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value]);

/** A group of pill-shaped checkboxes (or radios) with a legend. */
export function ChoiceChips<T extends string | number>({ legend, name, choices, selected, isSingle = false, onChange }: TChoiceChipsProps<T>) {
  const pick = (value: T) => onChange(isSingle ? (selected.includes(value) ? [] : [value]) : toggle(selected, value));
  return (
    <Group>
      <Legend>{legend}</Legend>
      <Chips>
        {choices.map((choice) => (
          <Chip key={String(choice.value)}>
            <input type="checkbox" name={name} value={String(choice.value)} checked={selected.includes(choice.value)} onChange={() => pick(choice.value)} />
            {choice.label}
          </Chip>
        ))}
      </Chips>
    </Group>
  );
}
