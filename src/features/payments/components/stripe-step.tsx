import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Loader } from '@/components/ui/loader';
import type { TPayment, TSavedCard } from '@/contracts/payment-contract';

// Stripe.js and Elements load only here, once the diner has chosen a card: never in a page's first load.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })));
const StripeSavedCardConfirm = lazy(() => import('./stripe-saved-card-confirm').then((module) => ({ default: module.StripeSavedCardConfirm })));

interface StripeStepProps {
  payment: TPayment;
  clientSecret: string;
  publishableKey: string;
  /** The saved card the diner tapped; null for a card typed in Elements. */
  savedCard: TSavedCard | null;
  onConfirmed: (payment: TPayment) => void;
}

/** The card step: a saved card is confirmed at once; a new card (or another one after a refusal) is typed in Elements. */
export function StripeStep({ savedCard, ...props }: StripeStepProps) {
  const { t } = useTranslation('payments');
  const [typesCard, setTypesCard] = useState(savedCard === null);
  return (
    <Suspense fallback={<Loader label={t('card.loading')} />}>
      {savedCard && !typesCard ? <StripeSavedCardConfirm {...props} card={savedCard} onUseAnotherCard={() => setTypesCard(true)} /> : <StripeCardForm {...props} />}
    </Suspense>
  );
}
