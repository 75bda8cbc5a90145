import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TRestaurantDetail } from '@/contracts/restaurant-contract';
import { RestaurantBookingButton } from '@/features/restaurants/components/restaurant-booking-button';
import { RestaurantPracticalInfo } from '@/features/restaurants/components/restaurant-practical-info';
import { useNow } from '@/features/restaurants/components/use-now';
import { mediaUp, theme } from '@/styles/theme';
import { ReportRestaurant } from './restaurant-reports';

const Card = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  ${mediaUp('lg')} { box-shadow: ${theme.shadow.raised}; }
`;

/** On wide screens the bar's booking button lives here instead. */
const DesktopOnly = styled.div`
  display: none;
  ${mediaUp('lg')} { display: grid; gap: ${theme.space.xs}; }
`;

const Note = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
  text-align: center;
`;

/** Hours, address and phone, and (on desktop) the booking button: sticky beside the content. */
export function RestaurantSideCard({ restaurant, renderedAt }: { restaurant: TRestaurantDetail; renderedAt: string | null }) {
  const { t } = useTranslation('restaurant');
  const now = useNow(renderedAt);
  return (
    <Card>
      {restaurant.services.booking ? (
        <DesktopOnly>
          <RestaurantBookingButton restaurantId={restaurant.id} fullWidth />
          <Note>{t('booking.freeCancellation', { count: restaurant.bookingPolicy.freeCancellationHours })}</Note>
        </DesktopOnly>
      ) : (
        <Note>{t('booking.notOffered')}</Note>
      )}
      <RestaurantPracticalInfo restaurant={restaurant} now={now} />
      <ReportRestaurant restaurantId={restaurant.id} name={restaurant.name} />
    </Card>
  );
}
