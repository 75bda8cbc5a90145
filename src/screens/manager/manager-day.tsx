import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TStaffRestaurants } from '@/contracts/order-contract';
import { StaffBookingsSection } from '@/features/orders/components/staff-bookings-section';
import { StaffDayPicker } from '@/features/orders/components/staff-day-picker';
import { StaffOrdersSection } from '@/features/orders/components/staff-orders-section';
import { localDateIn } from '@/features/orders/model/order-dates';
import { Section } from '@/screens/checkout-reservation/checkout-styles';
import { mediaUp, theme } from '@/styles/theme';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

// On a phone the cards inside already have their own frame: the section keeps a thin margin only.
const DaySection = styled(Section)`
  padding: ${theme.space.sm};
  ${mediaUp('md')} { padding: ${theme.space.lg}; }
`;

const Lead = styled.p`
  color: ${theme.color.inkMuted};
`;

/** One restaurant's day: its orders and its bookings, today (the restaurant's today) unless another day is picked. */
export function ManagerDay({ restaurants }: { restaurants: TStaffRestaurants['items'] }) {
  const { t } = useTranslation('manager');
  const [restaurantId, setRestaurantId] = useState(restaurants[0].id);
  const restaurant = restaurants.find((item) => item.id === restaurantId) ?? restaurants[0];
  const [chosenDate, setDate] = useState<string | null>(null);
  // Until a day is picked, "today" follows the restaurant's clock (and the restaurant chosen).
  const date = chosenDate ?? localDateIn(restaurant.timeZone);
  return (
    <>
      <div>
        <h1>{t('title')}</h1>
        <Lead>{t('lead')}</Lead>
      </div>
      <StaffDayPicker restaurants={restaurants} restaurantId={restaurant.id} date={date} onRestaurantChange={setRestaurantId} onDateChange={setDate} />
      <Columns>
        <DaySection aria-labelledby="staff-orders-title">
          <StaffOrdersSection key={`${restaurant.id}-${date}`} restaurantId={restaurant.id} date={date} />
        </DaySection>
        <DaySection aria-labelledby="staff-bookings-title">
          <StaffBookingsSection key={`${restaurant.id}-${date}`} restaurantId={restaurant.id} date={date} timeZone={restaurant.timeZone} />
        </DaySection>
      </Columns>
    </>
  );
}
