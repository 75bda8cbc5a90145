/** A card kept at the provider for its customer: only what the diner needs to recognise it. */
export interface SavedCard {
  /** The provider's payment method id (Stripe `pm_…`). */
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * A diner's cards kept by the payment provider (never by us): one customer per diner at the
 * provider, created on first need, whose attached cards can be listed, checked and detached.
 */
export interface SavedCardsAdapter {
  readonly provider: 'stripe';
  /** Creates the diner's customer; the same idempotencyKey answers the same customer (two tabs, a retry). */
  createCustomer(input: { userId: string; idempotencyKey: string }): Promise<string>;
  listCards(customerRef: string): Promise<SavedCard[]>;
  /** The card when it is attached to this customer; null when it is unknown or somebody else's. */
  findCard(customerRef: string, cardId: string): Promise<SavedCard | null>;
  detachCard(cardId: string): Promise<void>;
  /** Deletes the customer and so detaches all its cards; an already deleted customer is not an error. */
  deleteCustomer(customerRef: string): Promise<void>;
}
