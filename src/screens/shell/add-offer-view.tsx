import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { Button } from '@/components/ui/button';
import { ChoiceSection, Muted } from '@/components/ui/choice-list';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import type { ModalViewProps } from '@/components/ui/modal/modal-host';
import { Skeleton } from '@/components/ui/skeleton';
import { useCart } from '@/features/cart/components/use-cart';
import { useOffers } from '@/features/offers/api/get-offers';
import { OfferChoiceList } from '@/features/offers/components/offer-choice-list';
import { OfferCodeForm } from '@/features/offers/components/offer-code-form';
import { readAddOfferData, type TAddOfferData } from '@/features/offers/model/add-offer-data';
import { useUserCoupons } from '@/features/rewards/api/get-user-coupons';
import { CouponChoiceList } from '@/features/rewards/components/coupon-choice-list';
import { couponsUsableAt } from '@/features/rewards/model/coupon-order';
import { useAuthorized } from '@/lib/session/use-authorized';
import { showToast } from '@/lib/toast/toast-store';
import { closeModal } from '@/lib/ui-state/ui-store';

const NAMESPACES = ['offers', 'rewards'];

const CurrentChoice = styled(ChoiceSection)`
  justify-items: start;
`;

function DinerCoupons({ restaurantId, chosenCode, onChoose }: { restaurantId: number; chosenCode: string | null; onChoose: (code: string) => void }) {
  const { t } = useTranslation('offers');
  const authorized = useAuthorized();
  const { data, isPending, isError } = useUserCoupons(authorized);
  if (authorized === false) return <Muted>{t('modal.couponsVisitor')}</Muted>;
  if (isPending) return <Skeleton count={1} height="4rem" />;
  if (isError) return <Muted role="alert">{t('loadError')}</Muted>;
  return <CouponChoiceList coupons={couponsUsableAt(data.items, restaurantId)} chosenCode={chosenCode} onChoose={(coupon) => onChoose(coupon.code)} />;
}

function AddOfferContent({ target }: { target: TAddOfferData }) {
  const { t } = useTranslation('offers');
  const { locale = 'fr' } = useRouter();
  const authorized = useAuthorized();
  const cart = useCart();
  const offers = useOffers({ restaurantId: target.restaurantId, type: target.orderType, lang: locale === 'en' ? 'en' : 'fr' }, authorized);
  // The choice is only noted in the cart: the order screen asks the server, which judges it.
  const chooseOffer = (id: number, title: string) => {
    cart.setOffer(id);
    showToast({ kind: 'success', text: t('modal.offerChosen', { title }) });
    closeModal();
  };
  // A booking's draft carries an offer id only (SPEC §3 draft order payload): coupons and codes go on orders.
  const takesCodes = target.orderType !== 'BOOKING';
  const chooseCode = (code: string) => {
    cart.setCoupon(code);
    showToast({ kind: 'success', text: t('modal.codeChosen', { code }) });
    closeModal();
  };
  const hasChoice = cart.offerId !== null || cart.couponCode !== null;
  const removeChoice = () => {
    cart.setOffer(null);
    cart.setCoupon(null);
    showToast({ kind: 'info', text: t('modal.removed') });
    closeModal();
  };
  return (
    <ModalFrame title={t('modal.title')} description={takesCodes ? t('modal.description') : t('modal.bookingDescription')}>
      {hasChoice && (
        <CurrentChoice aria-label={t('modal.current')}>
          <Button variant="secondary" size="sm" onClick={removeChoice}>
            {cart.couponCode ? t('modal.removeCode', { code: cart.couponCode }) : t('modal.removeOffer')}
          </Button>
        </CurrentChoice>
      )}
      <ChoiceSection aria-labelledby="add-offer-offers">
        <h3 id="add-offer-offers">{t('modal.offersTitle')}</h3>
        {offers.isPending && <Skeleton count={2} height="4rem" />}
        {offers.isError && <Muted role="alert">{t('loadError')}</Muted>}
        {offers.data && <OfferChoiceList offers={offers.data.items} chosenId={cart.offerId} onChoose={(offer) => chooseOffer(offer.id, offer.title)} />}
      </ChoiceSection>
      {takesCodes && (
        <>
          <ChoiceSection aria-labelledby="add-offer-coupons">
            <h3 id="add-offer-coupons">{t('modal.couponsTitle')}</h3>
            <DinerCoupons restaurantId={target.restaurantId} chosenCode={cart.couponCode} onChoose={chooseCode} />
          </ChoiceSection>
          <ChoiceSection aria-labelledby="add-offer-code">
            <h3 id="add-offer-code">{t('modal.codeTitle')}</h3>
            <OfferCodeForm onSubmitCode={chooseCode} />
          </ChoiceSection>
        </>
      )}
    </ModalFrame>
  );
}

function InvalidData() {
  const { t } = useTranslation('offers');
  return (
    <ModalFrame title={t('modal.title')}>
      <p role="alert">{t('modal.invalid')}</p>
    </ModalFrame>
  );
}

/**
 * SPEC §2 ADD_OFFER view, opened with `{ restaurantId, orderType }` by the order screen and the
 * booking checkout: a running offer, one of the diner's coupons, or a typed code goes into the cart.
 */
export function AddOfferView({ data }: ModalViewProps) {
  const target = readAddOfferData(data);
  return <NamespaceGate namespaces={NAMESPACES}>{target ? <AddOfferContent target={target} /> : <InvalidData />}</NamespaceGate>;
}
