import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { formatBookingWhen } from '../model/format-booking';
import type { NewCartItem } from '../model/cart-types';
import { QuantityStepper } from './quantity-stepper';
import { useAddToOrder } from './use-add-to-order';
import { theme } from '@/styles/theme';

const Panel = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const Note = styled.p<{ $tone?: 'warning' }>`
  font-size: ${theme.fontSize.sm};
  color: ${({ $tone, theme }) => ($tone === 'warning' ? theme.color.warning : theme.color.inkMuted)};
`;

const Total = styled.p`
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.bold};
`;

const Confirm = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.warningSoft};
`;

interface TAddToOrderProps {
  /** The line as it would enter the cart (unit price with options, collections, option names). */
  item: NewCartItem;
  /** Today's portions the dish came with; used when the cart holds no booking there. */
  fallbackStock: number | null;
  /** Why the dish cannot be added yet (e.g. a required option), shown instead of adding. */
  blockedReason?: string | null;
}

/** SPEC §2 product detail → cart: a quantity bounded by the stock, and "add to order". */
export function AddToOrder({ item, fallbackStock, blockedReason = null }: TAddToOrderProps) {
  const { t } = useTranslation('cart');
  const { locale = 'fr' } = useRouter();
  const state = useAddToOrder(item, fallbackStock);
  const isSoldOut = !state.isLoading && state.maxAddable <= 0;
  return (
    <Panel aria-label={t('add.action')} data-testid="add-to-order">
      {state.booking && <Note>{t('add.forBooking', { date: formatBookingWhen(state.booking.startsAt, state.booking.timeZone, locale).date })}</Note>}
      <Row>
        <QuantityStepper
          value={state.quantity}
          onDecrease={() => state.setQuantity(Math.max(1, state.quantity - 1))}
          onIncrease={() => state.setQuantity(state.quantity + 1)}
          canDecrease={state.quantity > 1}
          canIncrease={state.quantity < state.maxAddable}
          labels={{ group: t('add.quantity'), decrease: t('add.decrease'), increase: t('add.increase') }}
        />
        <Total aria-live="polite">
          <Price money={{ amount: item.price.amount * state.quantity, currency: item.price.currency }} />
        </Total>
      </Row>
      {isSoldOut && <Note $tone="warning">{t('add.soldOut')}</Note>}
      {/* Today's count is already on the dish; say more only when the booking or the cart changes it. */}
      {!isSoldOut && state.stock !== null && (state.booking || state.maxAddable < state.stock) && <Note>{t('add.left', { count: state.maxAddable })}</Note>}
      {blockedReason && <Note $tone="warning">{blockedReason}</Note>}
      {state.askNewCart ? (
        <Confirm role="alert">
          <p>{state.heldBooking ? t(state.heldBooking.status === 'confirmed' ? 'add.otherConfirmedBooking' : 'add.otherBooking', { restaurant: state.heldBooking.restaurantName }) : t('add.otherRestaurantUnknown')}</p>
          <Row>
            <Button variant="secondary" onClick={state.dismissNewCart}>
              {t('add.keep')}
            </Button>
            <Button onClick={state.startNewCart}>{t('add.startNew')}</Button>
          </Row>
        </Confirm>
      ) : (
        <Button fullWidth size="lg" onClick={state.submit} disabled={isSoldOut || Boolean(blockedReason)} isLoading={state.isLoading}>
          {t('add.action')}
        </Button>
      )}
    </Panel>
  );
}
