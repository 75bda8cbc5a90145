import { createRoute } from '@hono/zod-openapi';
import { ZErrorBody } from '@/contracts/common-contract';
import { ZSavedCardList, ZSavedCardParam } from '@/contracts/payment-contract';
import { requireUser } from '@/server/accounts/auth-middleware';
import type { ApiApp } from '@/server/http/app-env';
import { authErrorResponses } from '@/server/http/openapi-responses';
import { listSavedCards, removeSavedCard } from './saved-cards-service';

const tags = ['payments'];
const security = [{ bearer: [] }];
const errorJson = (description: string) => ({ description, content: { 'application/json': { schema: ZErrorBody } } });

const listCardsRoute = createRoute({
  method: 'get', path: '/payments/cards', tags, security,
  summary: 'My cards saved at Stripe (brand, last 4 digits, expiry) to pay with in one tap; empty when Stripe is not configured',
  responses: {
    200: { description: 'My saved cards', content: { 'application/json': { schema: ZSavedCardList } } },
    ...authErrorResponses,
    502: errorJson('payment_provider_error: Stripe did not answer; retrying is safe'),
  },
});

const removeCardRoute = createRoute({
  method: 'delete', path: '/payments/cards/{id}', tags, security,
  summary: 'Forget one of my saved cards (detached from my Stripe customer); an unknown card or somebody else’s is a 404',
  request: { params: ZSavedCardParam },
  responses: {
    204: { description: 'Removed' },
    ...authErrorResponses,
    404: errorJson('saved_card_not_found: no such card among mine (an unknown id and another diner’s card answer the same)'),
    409: errorJson('saved_cards_unavailable: no card provider is configured on this server'),
    502: errorJson('payment_provider_error: Stripe did not answer; retrying is safe'),
  },
});

/** Registered under /payments/*, so the signed-in check and no-store already apply. */
export function registerSavedCardRoutes(app: ApiApp) {
  app.openapi(listCardsRoute, async (c) => c.json(await listSavedCards(c.var.deps, requireUser(c).id), 200));
  app.openapi(removeCardRoute, async (c) => {
    await removeSavedCard(c.var.deps, requireUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
}
