import { useTranslation } from '@/lib/i18n/use-translation';
import { panelIdOf, TabList, tabIdOf } from '@/components/ui/tabs/tab-list';
import type { TReservationsWhen } from '../api/reservations-keys';

export const BOOKING_TABS: readonly TReservationsWhen[] = ['upcoming', 'past', 'cancelled'];

export const tabId = (when: TReservationsWhen) => tabIdOf('bookings', when);
export const panelId = (when: TReservationsWhen) => panelIdOf('bookings', when);

/** Upcoming / past / cancelled. */
export function BookingsTabs({ value, onChange }: { value: TReservationsWhen; onChange: (when: TReservationsWhen) => void }) {
  const { t } = useTranslation('reservations');
  return <TabList tabs={BOOKING_TABS} value={value} onChange={onChange} label={t('list.tabsLabel')} idPrefix="bookings" labelOf={(when) => t(`list.${when}`)} />;
}
