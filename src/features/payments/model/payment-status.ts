import type { TPaymentStatus } from '@/contracts/payment-limits';
import type { TTone } from '@/components/ui/tone-badge';

export type TPaymentTone = TTone;

/** A payment that will not move any more on its own (refunded comes later, from a cancellation). */
export const isPaymentSettled = (status: TPaymentStatus) => status === 'paid' || status === 'failed' || status === 'cancelled' || status === 'refunded';

/** Still counts for its order (one per order): pending, authorized or paid — paying again is not offered. */
export const isPaymentActive = (status: TPaymentStatus) => status === 'pending' || status === 'authorized' || status === 'paid';

export function paymentStatusTone(status: TPaymentStatus): TPaymentTone {
  switch (status) {
    case 'paid':
      return 'success';
    case 'pending':
    case 'authorized':
      return 'warning';
    case 'failed':
      return 'danger';
    case 'refunded':
      return 'info';
    case 'cancelled':
      return 'muted';
  }
}
