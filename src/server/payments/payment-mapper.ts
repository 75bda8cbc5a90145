import type { TPayment } from '@/contracts/payment-contract';
import type { PaymentRow } from './payment-repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toPayment(row: PaymentRow): TPayment {
  return {
    id: row.id,
    orderId: row.orderId,
    reservationId: row.reservationId,
    restaurant: { id: row.restaurantId, name: row.restaurantName },
    provider: row.provider,
    method: row.method,
    amount: { amount: row.amount, currency: row.currency },
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    receiptSentAt: row.receiptSentAt ? iso(row.receiptSentAt) : null,
  };
}
