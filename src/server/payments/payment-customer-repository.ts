import { and, eq } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { paymentCustomers } from '@/server/db/schema';

export type CustomerProvider = 'stripe';

/** The diner's customer id at the provider, if one was ever created. */
export async function findCustomerRef(db: Queryable, userId: string, provider: CustomerProvider): Promise<string | null> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row?.customerId ?? null;
}

/** Keeps the customer unless the diner already has one (payment_customers_user_provider_uq): true when this one was kept. */
export async function insertCustomerRef(db: Queryable, userId: string, provider: CustomerProvider, customerId: string): Promise<boolean> {
  const inserted = await db
    .insert(paymentCustomers)
    .values({ userId, provider, customerId })
    .onConflictDoNothing({ target: [paymentCustomers.userId, paymentCustomers.provider] })
    .returning({ customerId: paymentCustomers.customerId });
  return inserted.length > 0;
}
