import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { ORDER_LIST_SCOPES, type TOrderListScope } from '@/contracts/order-limits';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  min-block-size: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 0;
  border-block-end: 3px solid ${({ theme, $selected }) => ($selected ? theme.color.brand : 'transparent')};
  background: none;
  font: inherit;
  font-weight: ${({ theme, $selected }) => ($selected ? theme.fontWeight.bold : theme.fontWeight.medium)};
  color: ${({ theme, $selected }) => ($selected ? theme.color.ink : theme.color.inkMuted)};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

export const orderTabId = (scope: TOrderListScope) => `orders-tab-${scope}`;
export const orderPanelId = (scope: TOrderListScope) => `orders-panel-${scope}`;

/** In progress / past / all, as an ARIA tablist: arrows, Home and End move between tabs (automatic activation). */
export function OrdersTabs({ value, onChange }: { value: TOrderListScope; onChange: (scope: TOrderListScope) => void }) {
  const { t } = useTranslation('orders');
  const refs = useRef<Partial<Record<TOrderListScope, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent) => {
    const index = ORDER_LIST_SCOPES.indexOf(value);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: ORDER_LIST_SCOPES.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = ORDER_LIST_SCOPES[(next + ORDER_LIST_SCOPES.length) % ORDER_LIST_SCOPES.length];
    onChange(target);
    refs.current[target]?.focus();
  };
  return (
    <List role="tablist" aria-label={t('list.tabsLabel')} onKeyDown={move}>
      {ORDER_LIST_SCOPES.map((scope) => (
        <Tab
          key={scope}
          ref={(node) => {
            refs.current[scope] = node;
          }}
          type="button"
          role="tab"
          id={orderTabId(scope)}
          aria-selected={scope === value}
          aria-controls={orderPanelId(scope)}
          tabIndex={scope === value ? 0 : -1}
          $selected={scope === value}
          onClick={() => onChange(scope)}
        >
          {t(`list.tabs.${scope}`)}
        </Tab>
      ))}
    </List>
  );
}
