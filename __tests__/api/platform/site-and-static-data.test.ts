/** @jest-environment node */
import { call, createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ STRIPE_PUBLISHABLE_KEY: '' });
});
afterAll(() => ctx.close());

describe('GET /api/site-settings', () => {
  it('§3 site settings: name, description and logo, default language fr and currency XOF', async () => {
    const res = await call(ctx, 'GET', '/api/site-settings');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'Tablée', defaultLanguage: 'fr', defaultCurrency: 'XOF', logoWidth: 150 });
    expect(res.json.description).toMatch(/réservez/i);
    expect(res.json.logoUrl).toMatch(/^\/images\//);
  });

  it('answers the description in English when asked', async () => {
    const res = await call(ctx, 'GET', '/api/site-settings?lang=en');
    expect(res.json.description).toMatch(/book/i);
  });

  it('refuses an unknown language with 400', async () => {
    const res = await call(ctx, 'GET', '/api/site-settings?lang=de');
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation_failed');
  });
});

describe('GET /api/staticData', () => {
  it('§3 static data: cities, foodCategories, moneyChanges, countries, feedbackTypes and an empty stripePublicKey by default', async () => {
    const res = await call(ctx, 'GET', '/api/staticData');
    expect(res.status).toBe(200);
    expect(res.json.stripePublicKey).toBe('');
    expect(res.json.cities.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Abidjan', 'Dakar', 'Lomé', 'Cotonou', 'Douala', 'Ouagadougou']));
    for (const city of res.json.cities) expect(city.id).toEqual(expect.any(Number));
    expect(res.json.foodCategories.length).toBeGreaterThanOrEqual(8);
    expect(res.json.countries.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['CI', 'SN', 'CM']));
    expect(res.json.moneyChanges).toEqual(expect.arrayContaining([expect.objectContaining({ from: 'XOF', to: 'EUR' })]));
    expect(res.json.feedbackTypes.length).toBeGreaterThan(0);
  });

  it('gives the Stripe public key once Stripe is configured (its three keys), and none for half a configuration', async () => {
    const withStripe = await createTestContext({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' });
    const halfStripe = await createTestContext({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123' });
    try {
      expect((await call(withStripe, 'GET', '/api/staticData')).json.stripePublicKey).toBe('pk_test_123');
      expect((await call(halfStripe, 'GET', '/api/staticData')).json.stripePublicKey).toBe('');
    } finally {
      await withStripe.close();
      await halfStripe.close();
    }
  });

  it('names categories in the requested language', async () => {
    const fr = await call(ctx, 'GET', '/api/staticData?lang=fr');
    const en = await call(ctx, 'GET', '/api/staticData?lang=en');
    expect(fr.json.foodCategories[0].name).not.toEqual(en.json.foodCategories[0].name);
  });
});
