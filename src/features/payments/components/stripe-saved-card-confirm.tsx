import { useEffect, useEffectEvent, useRef } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { Loader } from '@/components/ui/loader';
import type { TPayment, TSavedCard } from '@/contracts/payment-contract';
import { savedCardLabel } from '../model/saved-card-label';
import { Actions, Stack } from './payment-styles';
import { returnUrlOf, useStripeConfirmation } from './use-stripe-confirmation';

interface SavedCardConfirmProps {
  payment: TPayment;
  clientSecret: string;
  publishableKey: string;
  card: TSavedCard;
  onConfirmed: (payment: TPayment) => void;
  onUseAnotherCard: () => void;
}

/**
 * Pays with a saved card in the same tap: the PaymentIntent already carries the card, so Stripe.js
 * confirms it at once, showing the bank's 3-D Secure step when the bank asks for one.
 */
export function StripeSavedCardConfirm({ payment, clientSecret, publishableKey, card, onConfirmed, onUseAnotherCard }: SavedCardConfirmProps) {
  const { t } = useTranslation('payments');
  const { run, isConfirming, error } = useStripeConfirmation(payment, onConfirmed);
  const started = useRef(false);

  const confirm = () =>
    run(async () => {
      const stripe = await loadStripe(publishableKey);
      if (!stripe) throw new Error('Stripe.js did not load');
      return stripe.confirmPayment({ clientSecret, redirect: 'if_required', confirmParams: { return_url: returnUrlOf(payment.id) } });
    });

  // Once, when the step opens: the diner's tap on the card was the confirmation.
  const confirmOnOpen = useEffectEvent(() => void confirm());
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmOnOpen();
  }, []);

  const label = savedCardLabel(t, card);
  if (!error) return <Loader label={t('cards.confirming', { card: label })} />;
  return (
    <Stack>
      <FormError message={error} />
      <Actions>
        <Button variant="secondary" onClick={onUseAnotherCard} data-testid="saved-card-other">
          {t('cards.useAnother')}
        </Button>
        <Button onClick={() => void confirm()} isLoading={isConfirming} data-testid="saved-card-retry">
          {t('cards.retryWith', { card: label })}
        </Button>
      </Actions>
    </Stack>
  );
}
