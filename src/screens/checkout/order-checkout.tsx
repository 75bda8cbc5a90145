import { useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button, ButtonLink } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import { useCart } from '@/features/cart/components/use-cart';
import { useOrder } from '@/features/orders/api/get-order';
import { usePlaceOrder } from '@/features/orders/api/place-order';
import { OrderReview } from '@/features/ordering/components/order-review';
import { Notice } from '@/features/ordering/components/ordering-styles';
import { ROUTES } from '@/lib/routes';
import { Actions, Centered } from '@/screens/checkout-reservation/checkout-styles';
import { useOrderErrorText } from '@/screens/create-order/use-order-error-text';

/** /checkout?orderId=: the draft order as the server keeps it, and "Passer la commande". */
export function OrderCheckout({ orderId }: { orderId: string }) {
  const { t } = useTranslation('ordering');
  const router = useRouter();
  const cart = useCart();
  const order = useOrder(orderId);
  const placeOrder = usePlaceOrder();
  const errorText = useOrderErrorText();
  const [error, setError] = useState<string | null>(null);

  if (order.isPending) {
    return (
      <Centered>
        <Loader label={t('checkout.loading')} />
      </Centered>
    );
  }
  if (!order.data) return <Notice $tone="danger" role="alert">{t('checkout.notFound')}</Notice>;

  const onPlace = async () => {
    setError(null);
    try {
      const placed = await placeOrder.mutateAsync(orderId);
      // The dishes are ordered now; a booking's cart is never this one, so it is left alone.
      if (!cart.reservationId) cart.reset();
      await router.push({ pathname: ROUTES.checkoutSuccess, query: { orderId: placed.id } });
    } catch (failure) {
      // Nothing is lost: the draft stays on the server and the cart keeps its dishes.
      setError(errorText(failure));
    }
  };
  const isDraft = order.data.status === 'draft';
  return (
    <>
      <OrderReview order={order.data} />
      {error && <Notice $tone="danger" role="alert">{error}</Notice>}
      {!isDraft && <Notice>{t('checkout.alreadyPlaced')}</Notice>}
      <Actions>
        {isDraft ? (
          <>
            <Button size="lg" isLoading={placeOrder.isPending} onClick={() => void onPlace()}>
              {t('checkout.place')}
            </Button>
            <ButtonLink href={{ pathname: ROUTES.createOrder, query: { type: order.data.type, orderId } }} variant="secondary">
              {t('checkout.edit')}
            </ButtonLink>
          </>
        ) : (
          <ButtonLink href={`/my-account/orders/${encodeURIComponent(order.data.id)}`}>{t('success.follow')}</ButtonLink>
        )}
      </Actions>
    </>
  );
}
