/** @jest-environment node */
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, uniqueEmail, PASSWORD, type SignedUpUser } from '../accounts/account-fixtures';
import { bodyWith, jsonBodyEndpoints, namesField, schemaLeaves } from './openapi-bodies';

const NUL_TEXT = 'Awa\u0000Koné';

let ctx: TestContext;
let user: SignedUpUser;
let restaurantId: number;
let cityId: number;

beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  user = await signUpUser(ctx);
  const list = await call(ctx, 'GET', `/api/restaurants?filter=${encodeURIComponent(JSON.stringify({ limit: 1, order: ['id ASC'] }))}`);
  restaurantId = list.json.items[0].id;
  cityId = (await call(ctx, 'GET', '/api/staticData')).json.cities[0].id;
});
afterAll(async () => {
  await ctx?.close();
});

const openApi = async () => (await call(ctx, 'GET', '/api/openapi.json')).json;
const tomorrowAtEight = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) + 'T19:00:00.000Z';

describe('text with a NUL character is refused at the validation layer', () => {
  it.each([
    ['sign-up', () => call(ctx, 'POST', '/api/auth/signup', { body: { email: uniqueEmail(), password: PASSWORD, firstName: NUL_TEXT } })],
    ['profile', () => call(ctx, 'PATCH', '/api/users/my-users', { token: user.token, body: { lastName: NUL_TEXT } })],
    ['booking request', () => call(ctx, 'POST', '/api/reservations/create', { token: user.token, body: { restaurantId, startsAt: tomorrowAtEight(), guests: 2, specialRequest: NUL_TEXT } })],
    ['address', () => call(ctx, 'POST', '/api/addresses', { token: user.token, body: { label: 'Maison', line1: NUL_TEXT, cityId } })],
    ['login password', () => call(ctx, 'POST', '/api/auth/login', { body: { email: user.email, password: `${PASSWORD}\u0000` } })],
  ])('%s: 400 validation_failed naming the field, not a 500', async (_label, send) => {
    const res = await send();
    expectError(res, 400, 'validation_failed');
  });

  it('every JSON-body endpoint of the OpenAPI document refuses a NUL in each of its text fields', async () => {
    const doc = await openApi();
    const endpoints = jsonBodyEndpoints(doc);
    expect(endpoints.length).toBeGreaterThanOrEqual(12);
    const accepted: string[] = [];
    for (const endpoint of endpoints) {
      for (const leaf of schemaLeaves(doc, endpoint.schema).filter((l) => l.type === 'string')) {
        const res = await call(ctx, endpoint.method, endpoint.url, { token: user.token, body: bodyWith(leaf.path, NUL_TEXT) });
        if (res.status !== 400 || !namesField(res.json, leaf.path)) accepted.push(`${endpoint.method} ${endpoint.url} ${leaf.path.join('.')} → ${res.status}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('a NUL in a query string or a list filter is a 400 too', async () => {
    expectError(await call(ctx, 'GET', `/api/restaurants/search?q=${encodeURIComponent(NUL_TEXT)}`), 400, 'validation_failed');
    const filter = encodeURIComponent(JSON.stringify({ where: { name: NUL_TEXT } }));
    expect((await call(ctx, 'GET', `/api/restaurants?filter=${filter}`)).status).toBe(400);
  });
});

describe('dates outside a sane range are a 400', () => {
  it('§5 dishRemaining with a date in year 275760 fails with "invalid date", not a 500', async () => {
    const res = await call(ctx, 'GET', `/api/restaurants/dishRemaining/${restaurantId}?date=${encodeURIComponent('+275760-09-13T00:00:00Z')}`);
    expectError(res, 400, 'invalid_date');
    expect(res.json.error.message).toBe('invalid date');
  });

  it.each(['0001-01-01', '9999-12-31', '2030-02-31'])('placeRemaining refuses the local date %s', async (date) => {
    expectError(await call(ctx, 'GET', `/api/restaurants/placeRemaining/${restaurantId}?minDate=${date}`), 400, 'validation_failed');
  });

  it('a booking request for year 9999 is refused as invalid input', async () => {
    const res = await call(ctx, 'POST', '/api/reservations/create', { token: user.token, body: { restaurantId, startsAt: '9999-12-31T19:00:00Z', guests: 2 } });
    expectError(res, 400, 'validation_failed');
  });

  it('a list filter on a date far outside the range is a 400', async () => {
    const filter = encodeURIComponent(JSON.stringify({ where: { restaurantId, date: { gt: '+275760-09-13T00:00:00Z' } } }));
    expect((await call(ctx, 'GET', `/api/restaurant-feedbacks?filter=${filter}`)).status).toBe(400);
  });
});

describe('JSON bodies are not coerced', () => {
  it.each([true, '2', 2.5])('a booking request with guests %p is a 400 (the OpenAPI says integer)', async (guests) => {
    const res = await call(ctx, 'POST', '/api/reservations/create', { token: user.token, body: { restaurantId, startsAt: tomorrowAtEight(), guests } });
    expectError(res, 400, 'validation_failed');
    expect(namesField(res.json, ['guests'])).toBe(true);
  });

  it('every number and boolean field of every JSON body refuses the same value sent as text', async () => {
    const doc = await openApi();
    const coerced: string[] = [];
    for (const endpoint of jsonBodyEndpoints(doc)) {
      for (const leaf of schemaLeaves(doc, endpoint.schema).filter((l) => l.type !== 'string')) {
        const text = leaf.type === 'boolean' ? 'true' : '2';
        const res = await call(ctx, endpoint.method, endpoint.url, { token: user.token, body: bodyWith(leaf.path, text) });
        if (res.status !== 400 || !namesField(res.json, leaf.path)) coerced.push(`${endpoint.method} ${endpoint.url} ${leaf.path.join('.')} → ${res.status}`);
      }
    }
    expect(coerced).toEqual([]);
  });

  it('query strings still read numbers from text', async () => {
    const res = await call(ctx, 'GET', `/api/restaurants/placeRemaining/${restaurantId}?minDate=${tomorrowAtEight().slice(0, 10)}&guests=2`);
    expect(res.status).toBe(200);
    expect(res.json.guests).toBe(2);
  });
});
