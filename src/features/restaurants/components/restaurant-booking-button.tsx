import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { openModal } from '@/lib/ui-state/ui-store';

/** The page's main action: the booking itself happens in the CREATE_RESERVATION view. */
export function RestaurantBookingButton({ restaurantId, fullWidth = false }: { restaurantId: number; fullWidth?: boolean }) {
  const { t } = useTranslation('restaurant');
  return (
    <Button size="lg" fullWidth={fullWidth} onClick={() => openModal('CREATE_RESERVATION', { restaurantId })}>
      {t('booking.cta')}
    </Button>
  );
}
