import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { TStaffBooking } from '@/contracts/order-contract';
import { useRecordAttendance } from '../api/manager-record-attendance';
import { formatOrderTime } from '../model/order-dates';
import { canRecordAttendance } from '../model/staff-moves';
import { OrderNotice } from './order-styles';
import { theme } from '@/styles/theme';

const Row = styled.article`
  display: grid;
  grid-template-columns: 4rem 1fr;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm};
  border-block-end: 1px solid ${theme.color.border};
  a { color: ${theme.color.brand}; }
`;

const Time = styled.p`
  font-weight: ${theme.fontWeight.bold};
  font-size: ${theme.fontSize.lg};
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  small { color: ${theme.color.inkMuted}; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

/** One booking of the day; once it has started, staff say whether the party came. */
export function StaffBookingRow({ booking, timeZone }: { booking: TStaffBooking; timeZone: string }) {
  const { t } = useTranslation('manager');
  const { locale = 'fr' } = useRouter();
  const attendance = useRecordAttendance();
  const time = formatOrderTime(booking.startsAt, timeZone, locale);
  const name = booking.customer.firstName ?? t('orders.anonymous');
  const record = (outcome: 'honoured' | 'no_show') => attendance.mutate({ id: booking.id, outcome });
  return (
    <Row data-testid="staff-booking">
      <Time>{time}</Time>
      <Body>
        <p>
          <strong>{name}</strong> · {t('bookings.guests', { count: booking.guests })} · {booking.table ? booking.table.name : t('bookings.noTable')}
        </p>
        {booking.customer.phone && <a href={`tel:${booking.customer.phone.replace(/[^+\d]/g, '')}`}>{booking.customer.phone}</a>}
        {booking.specialRequest && <small>{booking.specialRequest}</small>}
        <small>{t(`bookings.status.${booking.status}`)}</small>
        {canRecordAttendance(booking) && (
          <Buttons>
            <Button size="sm" onClick={() => record('honoured')} aria-label={t('bookings.honouredLabel', { name, time })} isLoading={attendance.isPending && attendance.variables?.outcome === 'honoured'} disabled={attendance.isPending}>
              {t('bookings.honoured')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => record('no_show')} aria-label={t('bookings.noShowLabel', { name, time })} isLoading={attendance.isPending && attendance.variables?.outcome === 'no_show'} disabled={attendance.isPending}>
              {t('bookings.noShow')}
            </Button>
          </Buttons>
        )}
        {attendance.isError && (
          <OrderNotice $tone="danger" role="alert">
            {t('errors.generic')}
          </OrderNotice>
        )}
      </Body>
    </Row>
  );
}
