import { useTranslation } from '@/lib/i18n/use-translation';
import { Button, ButtonLink } from '@/components/ui/button';
import type { TReservation } from '@/contracts/reservation-contract';
import { Notice } from '@/features/reservations/components/booking-styles';
import { BookingBill } from '@/features/reservations/components/booking-bill';
import { BookingSummary } from '@/features/reservations/components/booking-summary';
import { OrderLines } from '@/features/reservations/components/order-lines';
import { PolicyNote } from '@/features/reservations/components/policy-note';
import { useBookingErrorText } from '@/features/reservations/components/use-booking-error-text';
import { DETAIL_ROUTES } from '@/lib/routes';
import { openModal } from '@/lib/ui-state/ui-store';
import { DraftStatus, useCart } from '@/screens/create-reservation/booking-cart';
import { toOrderLines } from './cart-order-lines';
import { Actions, Section } from './checkout-styles';
import { useAddDishes } from './use-add-dishes';
import { useConfirmBooking } from './use-confirm-booking';

/** Whether the cart adds dishes to this already confirmed booking rather than confirming a held table. */
export const isAddingDishes = (draftStatus: 'draft' | 'confirmed' | undefined, reservation: TReservation) => draftStatus === 'confirmed' && reservation.status === 'confirmed';

/**
 * Everything the diner is about to confirm, as the server holds it (its draft order, the event's
 * places, its total); or the cart's dishes about to be added to a confirmed booking. Then the one
 * button that sends it.
 */
export function CheckoutReview({ reservation }: { reservation: TReservation }) {
  const { t } = useTranslation('reservations');
  const cart = useCart();
  const errorText = useBookingErrorText();
  const isAdding = isAddingDishes(cart.draftReservation?.status, reservation);
  const confirmBooking = useConfirmBooking(reservation.id);
  const addDishes = useAddDishes(reservation.id);
  const { confirm, error, isConfirming } = isAdding ? addDishes : confirmBooking;
  const currency = cart.meta.currency ?? reservation.restaurant.currency;
  const restaurantHref = DETAIL_ROUTES.restaurant(String(reservation.restaurant.id));
  return (
    <>
      <BookingSummary reservation={reservation} showStatus={isAdding} />
      <Section aria-labelledby="checkout-dishes" data-testid={isAdding ? 'checkout-add-dishes' : undefined}>
        <h2 id="checkout-dishes">{isAdding ? t('checkout.addTitle') : t('bill.title')}</h2>
        {isAdding && <p>{t('checkout.addLead')}</p>}
        {isAdding ? <OrderLines lines={toOrderLines(cart.items)} sum={{ label: t('orders.total'), money: { amount: cart.total, currency } }} /> : <BookingBill reservation={reservation} />}
        {cart.special && <p>{t('checkout.special', { special: cart.special })}</p>}
        {!isAdding && cart.offerId !== null && <p>{t('checkout.offer')}</p>}
        <Actions>
          <ButtonLink href={`${restaurantHref}#menus`} variant="secondary" size="sm">
            {cart.isEmpty ? t('checkout.chooseDishes') : t('checkout.editDishes')}
          </ButtonLink>
          {!isAdding && (
            <Button variant="secondary" size="sm" onClick={() => openModal('ADD_OFFER', { restaurantId: reservation.restaurant.id, orderType: 'BOOKING' })}>
              {cart.offerId !== null ? t('checkout.changeOffer') : t('checkout.addOffer')}
            </Button>
          )}
          <DraftStatus />
        </Actions>
      </Section>
      <PolicyNote freeCancellationHours={reservation.policy.freeCancellationHours} />
      {error !== null && (
        <Notice $tone="danger" role="alert" data-testid="checkout-error">
          {errorText(error)}
        </Notice>
      )}
      <Actions>
        <Button size="lg" onClick={() => void confirm()} isLoading={isConfirming} disabled={isAdding && cart.isEmpty}>
          {isAdding ? t('checkout.sendDishes') : t('checkout.confirm')}
        </Button>
        {error !== null && <ButtonLink href={restaurantHref} variant="ghost">{t('checkout.back')}</ButtonLink>}
      </Actions>
    </>
  );
}
