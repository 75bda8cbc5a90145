import { useState } from 'react';
import type { TPayment, TPayStart, TSavedCard } from '@/contracts/payment-contract';
import { OnSiteConfirmation } from './on-site-confirmation';
import { PaymentProgress } from './payment-progress';
import { StripeStep } from './stripe-step';

/** What follows a started payment, as the server said (`next`): a confirmation, the card form, or the wallet's wait. */
export function PaymentNextStep({ start, savedCard, onRetry }: { start: TPayStart; savedCard: TSavedCard | null; onRetry: () => void }) {
  const [confirmed, setConfirmed] = useState<TPayment | null>(null);
  const { next, payment } = start;
  if (next.kind === 'on_site') return <OnSiteConfirmation />;
  if (next.kind === 'stripe' && !confirmed) return (
      <StripeStep payment={payment} clientSecret={next.clientSecret} publishableKey={next.publishableKey} savedCard={savedCard} onConfirmed={setConfirmed} />
    );
  return <PaymentProgress payment={confirmed ?? payment} onRetry={onRetry} counterUrl={next.kind === 'mobile_money' ? next.paymentUrl : undefined} />;
}
