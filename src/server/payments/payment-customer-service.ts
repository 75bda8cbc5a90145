import type { SavedCardsAdapter } from '@/server/adapters/payments/saved-cards-adapter';
import type { AppDeps } from '@/server/http/app-env';
import { findCustomerRef, insertCustomerRef } from './payment-customer-repository';

const errorCodeOf = (error: unknown) => (error as { code?: unknown } | null)?.code ?? null;

/**
 * The diner's one customer at Stripe, created on first need. Two first payments at once (two tabs)
 * ask Stripe with the same idempotency key, so they get the same customer, and the unique
 * (user, provider) index keeps one row; should another customer ever win the row (the key expired),
 * the one created here is deleted instead of being left behind.
 */
export async function ensureCustomer(deps: Pick<AppDeps, 'db' | 'logger'>, cards: SavedCardsAdapter, userId: string): Promise<string> {
  const known = await findCustomerRef(deps.db, userId, cards.provider);
  if (known) return known;
  const created = await cards.createCustomer({ userId, idempotencyKey: `customer:${userId}` });
  if (await insertCustomerRef(deps.db, userId, cards.provider, created)) return created;
  const kept = (await findCustomerRef(deps.db, userId, cards.provider))!;
  if (kept !== created) await deleteCustomerBestEffort(deps, cards, created);
  return kept;
}

/** Deletes a customer at the provider (and so its cards); a failure is logged, never thrown. */
export async function deleteCustomerBestEffort(deps: Pick<AppDeps, 'logger'>, cards: SavedCardsAdapter, customerRef: string): Promise<void> {
  try {
    await cards.deleteCustomer(customerRef);
  } catch (error) {
    deps.logger.warn({ provider: cards.provider, code: errorCodeOf(error) }, 'payment customer not deleted at the provider');
  }
}
