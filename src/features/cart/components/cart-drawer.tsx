import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { DrawerFrame } from '@/components/ui/drawer/drawer-frame';
import { useKeepToastsClear } from '@/components/ui/toast/use-keep-toasts-clear';
import { Loader } from '@/components/ui/loader';
import { Price } from '@/components/ui/price';
import { ROUTES } from '@/lib/routes';
import { closeDrawer } from '@/lib/ui-state/ui-store';
import { BookingSummary } from './booking-summary';
import { CartEmptyState } from './cart-empty-state';
import { CartLine } from './cart-line';
import { CartOrderChoice, type CartOrderServices } from './cart-order-choice';
import { CartSpecialNote } from './cart-special-note';
import { DraftStatus } from './draft-status';
import { useCart } from './use-cart';
import { theme } from '@/styles/theme';

const Centered = styled.div`
  display: grid;
  flex: 1;
  place-items: center;
  color: ${theme.color.brand};
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SectionTitle = styled.h3`
  font-size: ${theme.fontSize.md};
`;

const Muted = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space.md};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.bold};
`;

const Footer = styled.div`
  position: sticky;
  inset-block-end: 0;
  display: grid;
  gap: ${theme.space.sm};
  margin-block-start: auto;
  margin-inline: calc(-1 * ${theme.space.lg});
  margin-block-end: calc(-1 * ${theme.space.lg});
  padding: ${theme.space.lg};
  background: ${theme.color.surface};
  border-block-start: 1px solid ${theme.color.border};
`;

/**
 * SPEC §2/§3 cart side drawer: the booking, the pre-ordered lines, the note, totals and the way to
 * checkout; dishes without a booking are ordered for take-away or delivery when the restaurant
 * offers it (`services`, handed in by the shell, which knows the restaurant).
 */
export function CartDrawer({ services = null }: { services?: CartOrderServices | null }) {
  const { t } = useTranslation('cart');
  const cart = useCart();
  const keepToastsClear = useKeepToastsClear<HTMLDivElement>();
  if (!cart.isRestored) {
    return (
      <DrawerFrame title={t('title')}>
        <Centered>
          <Loader label={t('loading')} />
        </Centered>
      </DrawerFrame>
    );
  }
  if (cart.isEmpty && !cart.draftReservation) {
    return (
      <DrawerFrame title={t('title')}>
        <CartEmptyState />
      </DrawerFrame>
    );
  }
  const currency = cart.meta.currency ?? cart.items[0]?.price.currency;
  return (
    <DrawerFrame title={t('title')}>
      {cart.draftReservation && <BookingSummary draft={cart.draftReservation} />}
      <DraftStatus />
      <section aria-labelledby="cart-lines-title">
        <SectionTitle id="cart-lines-title">{t('lines.title')}</SectionTitle>
        {cart.isEmpty ? (
          <Muted>{t('lines.none')}</Muted>
        ) : (
          <Lines>
            {cart.items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </Lines>
        )}
      </section>
      <CartSpecialNote />
      <Footer ref={keepToastsClear}>
        {currency && !cart.isEmpty && (
          <Total data-testid="cart-total">
            <span>
              {t('total')} <Muted as="span">{t('totalItems', { count: cart.totalItems })}</Muted>
            </span>
            <Price money={{ amount: cart.total, currency }} />
          </Total>
        )}
        {!cart.reservationId && !cart.draftReservation && !cart.isEmpty && services && <CartOrderChoice services={services} />}
        {cart.reservationId && (
          <ButtonLink href={ROUTES.checkoutReservation} fullWidth size="lg" onClick={closeDrawer}>
            {cart.draftReservation?.status === 'confirmed' ? t('checkoutAdd') : t('checkout')}
          </ButtonLink>
        )}
      </Footer>
    </DrawerFrame>
  );
}
