import { lazy, Suspense } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Loader } from '@/components/ui/loader';
import type { TPayment } from '@/contracts/payment-contract';

// Stripe.js and Elements load only here, once the diner has chosen a card: never in a page's first load.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })));

interface StripeStepProps {
  payment: TPayment;
  clientSecret: string;
  publishableKey: string;
  onConfirmed: (payment: TPayment) => void;
}

export function StripeStep(props: StripeStepProps) {
  const { t } = useTranslation('payments');
  return (
    <Suspense fallback={<Loader label={t('card.loading')} />}>
      <StripeCardForm {...props} />
    </Suspense>
  );
}
