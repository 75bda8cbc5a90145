import type Stripe from 'stripe';
import type { SavedCard, SavedCardsAdapter } from './saved-cards-adapter';
import { isStripeMissing } from './stripe-client';

/** Stripe lists up to 100 per page; a diner with more saved cards than that sees the newest 100. */
const LISTED_CARDS = 100;

function toSavedCard(method: Stripe.PaymentMethod): SavedCard | null {
  if (!method.card) return null;
  return { id: method.id, brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year };
}

const customerOf = (method: Stripe.PaymentMethod): string | null => (typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null));

/** Saved cards on Stripe Customers: cards attach to the customer when a PaymentIntent with setup_future_usage succeeds. */
export function createStripeSavedCardsAdapter(stripe: Stripe): SavedCardsAdapter {
  return {
    provider: 'stripe',
    async createCustomer({ userId, idempotencyKey }) {
      // Only our user id goes to Stripe: no name, e-mail or phone is needed to keep a card.
      const customer = await stripe.customers.create({ metadata: { user_id: userId } }, { idempotencyKey });
      return customer.id;
    },
    async listCards(customerRef) {
      try {
        const page = await stripe.customers.listPaymentMethods(customerRef, { type: 'card', limit: LISTED_CARDS });
        return page.data.map(toSavedCard).filter((card): card is SavedCard => card !== null);
      } catch (error) {
        if (isStripeMissing(error)) return [];
        throw error;
      }
    },
    async findCard(customerRef, cardId) {
      try {
        const method = await stripe.paymentMethods.retrieve(cardId);
        return customerOf(method) === customerRef ? toSavedCard(method) : null;
      } catch (error) {
        if (isStripeMissing(error)) return null;
        throw error;
      }
    },
    async detachCard(cardId) {
      await stripe.paymentMethods.detach(cardId);
    },
    async deleteCustomer(customerRef) {
      try {
        await stripe.customers.del(customerRef);
      } catch (error) {
        if (!isStripeMissing(error)) throw error;
      }
    },
  };
}
