import { useRef, useState } from 'react';
import type { PaymentIntentResult } from '@stripe/stripe-js';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import type { TPayment } from '@/contracts/payment-contract';
import { ROUTES } from '@/lib/routes';
import { useValidatePayment } from '../api/validate-payment';

/** Where a payment method that must leave the page (a bank's redirect) comes back: the diner's payments. */
export const returnUrlOf = (paymentId: string) => `${window.location.origin}${ROUTES.payment}?validate=${encodeURIComponent(paymentId)}`;

/**
 * One confirmation with Stripe.js at a time (a card typed in Elements, or a saved card), then the
 * server asks Stripe itself: the client's word that it worked is never enough.
 */
export function useStripeConfirmation(payment: TPayment, onConfirmed: (payment: TPayment) => void) {
  const { t } = useTranslation('payments');
  const validate = useValidatePayment();
  const apiError = useApiErrorText('payments');
  const isSending = useRef(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (confirm: () => Promise<PaymentIntentResult>) => {
    if (isSending.current) return;
    isSending.current = true;
    setIsConfirming(true);
    setError(null);
    try {
      const result = await confirm();
      // Stripe's own message is already in the diner's language ("Votre carte a été refusée.").
      if (result.error) return setError(result.error.message ?? t('card.failed'));
      onConfirmed(await validate.mutateAsync({ paymentId: payment.id, providerRef: result.paymentIntent?.id }));
    } catch (failure) {
      setError(apiError(failure));
    } finally {
      isSending.current = false;
      setIsConfirming(false);
    }
  };
  return { run, isConfirming, error };
}
