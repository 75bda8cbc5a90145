import { useMemo, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { StripeElementLocale } from '@stripe/stripe-js';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import type { TPayment } from '@/contracts/payment-contract';
import { Actions, Stack } from './payment-styles';
import { returnUrlOf, useStripeConfirmation } from './use-stripe-confirmation';

interface StripeCardFormProps {
  payment: TPayment;
  clientSecret: string;
  publishableKey: string;
  onConfirmed: (payment: TPayment) => void;
}

function CardForm({ payment, onConfirmed }: Pick<StripeCardFormProps, 'payment' | 'onConfirmed'>) {
  const { t } = useTranslation('payments');
  const stripe = useStripe();
  const elements = useElements();
  const { run, isConfirming, error } = useStripeConfirmation(payment, onConfirmed);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    void run(() => stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: returnUrlOf(payment.id) } }));
  };

  return (
    <form onSubmit={onSubmit} noValidate>
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
