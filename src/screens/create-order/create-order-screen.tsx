import { RequireLogin } from '@/features/auth/components/require-login';
import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageSeo } from '@/components/seo/page-seo';
import { Button, ButtonLink } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { MAX_SPECIAL_LENGTH } from '@/contracts/reservation-limits';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { OrderOffer } from '@/features/ordering/components/order-offer';
import { OrderSummary } from '@/features/ordering/components/order-summary';
import { OrderTimePicker } from '@/features/ordering/components/order-time-picker';
import { OrderTypeSwitch } from '@/features/ordering/components/order-type-switch';
import { ProblemNotes } from '@/features/ordering/components/problem-notes';
import { Notice } from '@/features/ordering/components/ordering-styles';
import { problemsAt } from '@/features/ordering/model/order-problems';
import { useRestaurantData } from '@/features/restaurants/api/get-restaurant-data';
import { ROUTES } from '@/lib/routes';
import { openModal } from '@/lib/ui-state/ui-store';
import { withAppLayout } from '@/screens/shell/app-layout';
import { DeliveryAddress } from './delivery-address';
import { Columns, Page, Part, Side, Stack } from './order-form-styles';
import { useDropLostOffer } from './use-drop-lost-offer';
import { useOrderDraft } from './use-order-draft';
import { useOrderErrorText } from './use-order-error-text';
import { useSaveDraftOrder } from './use-save-draft-order';
import { useCart } from '@/features/cart/components/use-cart';

/** /order: take-away or delivery of the cart's dishes — type, time, address, offer, note, and the server's summary. */
function CreateOrderContent() {
  const { t } = useTranslation('ordering');
  const router = useRouter();
  const draft = useOrderDraft();
  const { cart, check } = draft;
  const restaurant = useRestaurantData(cart.meta.restaurantId ?? 0, router.locale ?? 'fr').data;
  const addresses = useAddresses();
  const saveDraft = useSaveDraftOrder();
  const errorText = useOrderErrorText();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const removedNotice = useDropLostOffer(check.data, draft.isCurrent, cart);
  const problems = check.data?.problems ?? [];

  // The default address is the first guess for a delivery; the diner may change it.
  const { addressId, setAddressId } = draft;
  const loaded = addresses.data?.items;
  useEffect(() => {
    if (addressId === null && loaded && loaded.length > 0) setAddressId((loaded.find((item) => item.isDefault) ?? loaded[0]).id);
  }, [addressId, loaded, setAddressId]);
  const items = loaded ?? [];

  // A link may ask for a type this restaurant does not offer: the one it offers is chosen instead.
  const offersType = !restaurant || (draft.type === 'DELIVERY' ? restaurant.services.delivery : restaurant.services.takeAway);
  const otherOffered = restaurant && (draft.type === 'DELIVERY' ? restaurant.services.takeAway : restaurant.services.delivery);
  const { setType } = draft;
  useEffect(() => {
    if (!offersType && otherOffered) setType(draft.type === 'DELIVERY' ? 'TAKE_AWAY' : 'DELIVERY');
  }, [offersType, otherOffered, setType, draft.type]);

  if (!restaurant) return <Loader label={t('loading')} />;
  const onContinue = async () => {
    if (!draft.body) return;
    setSubmitError(null);
    try {
      const order = await saveDraft.save(draft.body);
      await router.push({ pathname: ROUTES.checkout, query: { orderId: order.id } });
    } catch (error) {
      setSubmitError(errorText(error));
      // What changed on the server (a dish sold out meanwhile) shows beside its part.
      void check.refetch();
    }
  };
  const canContinue = Boolean(check.data?.ok) && draft.isCurrent;

  return (
    <Columns>
      <Stack>
        <Part aria-labelledby="order-type-title">
          <h2 id="order-type-title">{restaurant.name}</h2>
          <OrderTypeSwitch value={draft.type} onChange={draft.setType} offered={restaurant.services} />
          <ProblemNotes problems={problemsAt(problems, 'type')} />
        </Part>
        <Part aria-labelledby="order-time-title">
          <h2 id="order-time-title">{t(draft.type === 'DELIVERY' ? 'time.titleDelivery' : 'time.titleTakeAway')}</h2>
          <OrderTimePicker timing={draft.timing} onChange={draft.setTiming} openingHours={restaurant.openingHours} timeZone={restaurant.timeZone} readyAt={check.data?.readyAt ?? null} problems={problemsAt(problems, 'time')} />
        </Part>
        {draft.type === 'DELIVERY' ? (
          <Part aria-labelledby="order-address-title">
            <h2 id="order-address-title">{t('address.title')}</h2>
            <DeliveryAddress address={items.find((item) => item.id === addressId) ?? null} problems={problemsAt(problems, 'address')} onPick={setAddressId} />
          </Part>
        ) : (
          <Part aria-labelledby="order-pickup-title">
            <h2 id="order-pickup-title">{t('pickup.title')}</h2>
            <p>{restaurant.address}</p>
          </Part>
        )}
        <Part aria-labelledby="order-offer-title">
          <h2 id="order-offer-title">{t('offer.title')}</h2>
          <OrderOffer
            chosen={{ offerId: cart.offerId, couponCode: cart.couponCode }}
            discount={check.data?.discount ?? null}
            problems={problemsAt(problems, 'offer')}
            removedNotice={removedNotice}
            onAdd={() => openModal('ADD_OFFER', { restaurantId: restaurant.id, orderType: draft.type })}
            onRemove={() => (cart.offerId !== null ? cart.setOffer(null) : cart.setCoupon(null))}
          />
        </Part>
        <Part aria-labelledby="order-note-title">
          <h2 id="order-note-title">{t('note.title')}</h2>
          <TextAreaField label={t('note.label')} hint={t('note.hint', { max: MAX_SPECIAL_LENGTH })} value={cart.special ?? ''} maxLength={MAX_SPECIAL_LENGTH} rows={3} onChange={(event) => cart.setSpecial(event.target.value === '' ? null : event.target.value)} />
        </Part>
      </Stack>
      <Side>
        <OrderSummary check={check.data} isUpdating={!draft.isCurrent} isError={check.isError} />
        {submitError && <Notice $tone="danger" role="alert">{submitError}</Notice>}
        <Button size="lg" fullWidth disabled={!canContinue} isLoading={saveDraft.isPending} onClick={() => void onContinue()}>
          {t('continue')}
        </Button>
      </Side>
    </Columns>
  );
}

export function CreateOrderScreen() {
  const { t } = useTranslation('ordering');
  const cart = useCart();
  const isOrderable = cart.isRestored && !cart.isEmpty && !cart.reservationId && cart.meta.restaurantId !== null;
  return (
    <Page id="main-content">
      <PageSeo title={t('title')} description={t('lead')} noIndex />
      <h1>{t('title')}</h1>
      {!cart.isRestored && <Loader label={t('loading')} />}
      {cart.isRestored && !isOrderable && (
        <Part>
          <p>{t('emptyCart')}</p>
          <ButtonLink href={ROUTES.restaurant}>{t('browse')}</ButtonLink>
        </Part>
      )}
      {isOrderable && <CreateOrderContent />}
    </Page>
  );
}

CreateOrderScreen.getLayout = withAppLayout;
CreateOrderScreen.loginGate = RequireLogin;
