import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { TReservationsWhen } from '../api/reservations-keys';

export const BOOKING_TABS: readonly TReservationsWhen[] = ['upcoming', 'past', 'cancelled'];

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

export const tabId = (when: TReservationsWhen) => `bookings-tab-${when}`;
export const panelId = (when: TReservationsWhen) => `bookings-panel-${when}`;

/** Upcoming / past / cancelled, as an ARIA tablist: arrows, Home and End move between tabs (automatic activation). */
export function BookingsTabs({ value, onChange }: { value: TReservationsWhen; onChange: (when: TReservationsWhen) => void }) {
  const { t } = useTranslation('reservations');
  const refs = useRef<Partial<Record<TReservationsWhen, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent) => {
    const index = BOOKING_TABS.indexOf(value);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: BOOKING_TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = BOOKING_TABS[(next + BOOKING_TABS.length) % BOOKING_TABS.length];
    onChange(target);
    refs.current[target]?.focus();
  };
  return (
    <List role="tablist" aria-label={t('list.tabsLabel')} onKeyDown={move}>
      {BOOKING_TABS.map((when) => (
        <Tab
          key={when}
          ref={(node) => {
            refs.current[when] = node;
          }}
          type="button"
          role="tab"
          id={tabId(when)}
          aria-selected={when === value}
          aria-controls={panelId(when)}
          tabIndex={when === value ? 0 : -1}
          $selected={when === value}
          onClick={() => onChange(when)}
        >
          {t(`list.${when}`)}
        </Tab>
      ))}
    </List>
  );
}
