import { useTranslation } from '@/lib/i18n/use-translation';
import { ButtonLink } from '@/components/ui/button';
import { ROUTES } from '@/lib/routes';
import { Centered } from './checkout-styles';

/** No booking in the cart: nothing to confirm, the way to a restaurant instead. */
export function CheckoutEmpty({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation('reservations');
  return (
    <Centered data-testid="checkout-empty">
      <h2>{title ?? t('checkout.emptyTitle')}</h2>
      <p>{text ?? t('checkout.emptyText')}</p>
      <ButtonLink href={ROUTES.restaurant}>{t('checkout.findTable')}</ButtonLink>
    </Centered>
  );
}
