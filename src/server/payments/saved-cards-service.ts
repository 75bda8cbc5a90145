import type { z } from 'zod';
import type { TSavedCardList, ZPayRequest } from '@/contracts/payment-contract';
import { AppError } from '@/lib/errors/app-error';
import type { PaymentCardOptions } from '@/server/adapters/payments/payment-adapter';
import type { SavedCardsAdapter } from '@/server/adapters/payments/saved-cards-adapter';
import type { AppDeps } from '@/server/http/app-env';
import { conflict } from '@/server/http/app-error-factory';
import { findCustomerRef } from './payment-customer-repository';
import { ensureCustomer } from './payment-customer-service';
import { providerFailed } from './payment-errors';

/** Unknown, or somebody else's: the same answer, so a card id tells nothing about other diners. */
const cardNotFound = () => new AppError('saved_card_not_found', 'Saved card not found', { statusCode: 404 });

/** Asks the provider; its failure is a 502 (a retry is safe), our own refusals pass through. */
async function atProvider<T>(deps: AppDeps, cards: SavedCardsAdapter, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error, provider: cards.provider }, 'saved cards provider call failed');
    throw providerFailed(cards.provider, error);
  }
}

/** GET /payments/cards: the diner's own cards at Stripe; none without Stripe, or before the first card was saved. */
export async function listSavedCards(deps: AppDeps, userId: string): Promise<TSavedCardList> {
  const cards = deps.savedCards;
  if (!cards) return { cards: [] };
  const customerRef = await findCustomerRef(deps.db, userId, cards.provider);
  if (!customerRef) return { cards: [] };
  return { cards: await atProvider(deps, cards, () => cards.listCards(customerRef)) };
}

/** DELETE /payments/cards/{id}: detaches one of the diner's cards; an unknown card or somebody else's is a 404. */
export async function removeSavedCard(deps: AppDeps, userId: string, cardId: string): Promise<void> {
  const cards = deps.savedCards;
  if (!cards) throw conflict('saved_cards_unavailable', 'Cards are not saved on this server (no card provider is configured)');
  const customerRef = await findCustomerRef(deps.db, userId, cards.provider);
  if (!customerRef) throw cardNotFound();
  await atProvider(deps, cards, async () => {
    if (!(await cards.findCard(customerRef, cardId))) throw cardNotFound();
    await cards.detachCard(cardId);
  });
  deps.logger.info({ provider: cards.provider }, 'saved card removed');
}

/**
 * What a card payment asks of Stripe beyond the amount: the saved card to pay with (checked to be
 * attached to this diner's customer, else 404), or the customer a new card is saved to (created on
 * first need). Nothing when the diner neither saves nor uses a saved card, or Stripe is not configured
 * (the pay call then refuses the provider).
 */
export async function resolveCardOptions(deps: AppDeps, userId: string, input: z.output<typeof ZPayRequest>): Promise<PaymentCardOptions | undefined> {
  const cards = deps.savedCards;
  if (input.provider !== 'stripe' || !cards || !deps.payments.stripe) return undefined;
  if (input.savedCardId) {
    const savedCardId = input.savedCardId;
    const customerRef = await findCustomerRef(deps.db, userId, cards.provider);
    if (!customerRef) throw cardNotFound();
    await atProvider(deps, cards, async () => {
      if (!(await cards.findCard(customerRef, savedCardId))) throw cardNotFound();
    });
    return { customerRef, savedCardRef: savedCardId, saveForLater: false };
  }
  if (!input.saveCard) return undefined;
  return { customerRef: await atProvider(deps, cards, () => ensureCustomer(deps, cards, userId)), savedCardRef: null, saveForLater: true };
}
