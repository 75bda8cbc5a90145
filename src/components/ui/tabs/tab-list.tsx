import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const List = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  border-block-end: 1px solid ${theme.color.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  min-block-size: 44px;
  padding: ${theme.space.xs} ${theme.space.md};
  border: 0;
  border-block-end: 3px solid ${({ theme, $selected }) => ($selected ? theme.color.brand : 'transparent')};
  background: none;
  font: inherit;
  font-weight: ${({ theme, $selected }) => ($selected ? theme.fontWeight.bold : theme.fontWeight.medium)};
  color: ${({ theme, $selected }) => ($selected ? theme.color.ink : theme.color.inkMuted)};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

/** The ids a tab and its panel share, so each panel can name its tab (aria-labelledby). */
export const tabIdOf = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const panelIdOf = (prefix: string, key: string) => `${prefix}-panel-${key}`;

interface TabListProps<T extends string> {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  label: string;
  /** Prefix of the tab and panel ids (tabIdOf / panelIdOf). */
  idPrefix: string;
  labelOf: (tab: T) => string;
}

/** An ARIA tablist: arrows, Home and End move between tabs (automatic activation). */
export function TabList<T extends string>({ tabs, value, onChange, label, idPrefix, labelOf }: TabListProps<T>) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent) => {
    const index = tabs.indexOf(value);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    onChange(target);
    refs.current[target]?.focus();
  };
  return (
    <List role="tablist" aria-label={label} onKeyDown={move}>
      {tabs.map((tab) => (
        <Tab
          key={tab}
          ref={(node) => {
            refs.current[tab] = node;
          }}
          type="button"
          role="tab"
          id={tabIdOf(idPrefix, tab)}
          aria-selected={tab === value}
          aria-controls={panelIdOf(idPrefix, tab)}
          tabIndex={tab === value ? 0 : -1}
          $selected={tab === value}
          onClick={() => onChange(tab)}
        >
          {labelOf(tab)}
        </Tab>
      ))}
    </List>
  );
}
