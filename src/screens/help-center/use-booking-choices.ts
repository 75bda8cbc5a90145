import { useMemo } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { SelectOption } from '@/components/ui/form/select-field';
import { useReservations } from '@/features/reservations/api/get-reservations';
import { formatBookingDateTime } from '@/features/reservations/model/booking-dates';

/** The diner's upcoming bookings, then their recent past ones (a page of each), as choices for a help request. */
export function useBookingChoices() {
  const { t } = useTranslation('help');
  const { locale = 'fr' } = useRouter();
  const upcoming = useReservations('upcoming');
  const past = useReservations('past');
  const choices = useMemo<SelectOption[]>(() => {
    const bookings = [...(upcoming.data?.pages[0]?.items ?? []), ...(past.data?.pages[0]?.items ?? [])];
    return bookings.map((booking) => {
      const { date, time } = formatBookingDateTime(booking.startsAt, booking.restaurant.timeZone, locale);
      return { value: booking.id, label: t('center.bookingOption', { restaurant: booking.restaurant.name, date, time }) };
    });
  }, [upcoming.data, past.data, locale, t]);
  return {
    choices,
    isPending: upcoming.isPending || past.isPending,
    isError: upcoming.isError || past.isError,
    retry: () => Promise.all([upcoming.refetch(), past.refetch()]),
  };
}
