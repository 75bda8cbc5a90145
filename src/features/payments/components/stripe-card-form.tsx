import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { StripeElementLocale } from '@stripe/stripe-js';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import type { TPayment } from '@/contracts/payment-contract';
import { ROUTES } from '@/lib/routes';
import { useValidatePayment } from '../api/validate-payment';
import { Actions, Stack } from './payment-styles';

interface StripeCardFormProps {
  payment: TPayment;
  clientSecret: string;
  publishableKey: string;
  onConfirmed: (payment: TPayment) => void;
}

/** Where a payment method that must leave the page (a bank's redirect) comes back: the diner's payments. */
const returnUrlOf = (paymentId: string) => `${window.location.origin}${ROUTES.payment}?validate=${encodeURIComponent(paymentId)}`;

function CardForm({ payment, onConfirmed }: Pick<StripeCardFormProps, 'payment' | 'onConfirmed'>) {
  const { t } = useTranslation('payments');
  const stripe = useStripe();
  const elements = useElements();
  const validate = useValidatePayment();
  const apiError = useApiErrorText('payments');
  const isSending = useRef(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || isSending.current) return;
    isSending.current = true;
    setIsConfirming(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: returnUrlOf(payment.id) } });
      // Stripe's own message is already in the diner's language ("Votre carte a été refusée.").
      if (result.error) return setError(result.error.message ?? t('card.failed'));
      // The server asks Stripe itself; the client's word that it worked is never enough.
      onConfirmed(await validate.mutateAsync({ paymentId: payment.id, providerRef: result.paymentIntent?.id }));
    } catch (failure) {
      setError(apiError(failure));
    } finally {
      isSending.current = false;
      setIsConfirming(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack>
        <FormError message={error} />
        <PaymentElement options={{ layout: 'tabs' }} />
        <Actions>
          <Button type="submit" size="lg" isLoading={isConfirming} disabled={!stripe || !elements} data-testid="card-submit">
            {t('card.submit')}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

/** Stripe Elements for one PaymentIntent: the card is typed in Stripe's frame, never in our page. */
export function StripeCardForm({ payment, clientSecret, publishableKey, onConfirmed }: StripeCardFormProps) {
  const { i18n } = useTranslation('payments');
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  const locale = (i18n.language === 'en' ? 'en' : 'fr') satisfies StripeElementLocale;
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, locale }}>
      <CardForm payment={payment} onConfirmed={onConfirmed} />
    </Elements>
  );
}
