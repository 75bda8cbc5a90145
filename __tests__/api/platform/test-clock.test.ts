/** @jest-environment node */
import { readServerEnv } from '@/config/env.server';
import { createApp } from '@/server/app';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { prepareRestaurant, type BookingRestaurant } from '../reservations/booking-fixtures';
import { bookConfirmed } from '../social/social-fixtures';

describe('TEST_CLOCK setting', () => {
  it('is off unless asked for', () => {
    expect(readServerEnv({ NODE_ENV: 'production' }).TEST_CLOCK).toBe('disabled');
  });

  it('is refused at start by a production server with a public address, allowed on a loopback one (the e2e server)', () => {
    expect(() => readServerEnv({ NODE_ENV: 'production', TEST_CLOCK: 'enabled', APP_ORIGIN: 'https://tablee.app' })).toThrow(/TEST_CLOCK: refused in production/);
    expect(readServerEnv({ NODE_ENV: 'production', TEST_CLOCK: 'enabled', APP_ORIGIN: 'http://127.0.0.1:3105' }).TEST_CLOCK).toBe('enabled');
    expect(readServerEnv({ NODE_ENV: 'test', TEST_CLOCK: 'enabled', APP_ORIGIN: 'https://tablee.app' }).TEST_CLOCK).toBe('enabled');
    expect(() => readServerEnv({ NODE_ENV: 'test', TEST_CLOCK: 'yes' })).toThrow(/TEST_CLOCK/);
  });
});

describe('X-Test-Clock-Offset', () => {
  let ctx: TestContext;
  let diner: SignedUpUser;
  let restaurant: BookingRestaurant;
  let reservationId: string;

  beforeAll(async () => {
    ctx = await createTestContext({ ...RELAXED_RATE_LIMIT, TEST_CLOCK: 'enabled' });
    restaurant = await prepareRestaurant(ctx, 'Africa/Abidjan');
    diner = await signUpUser(ctx);
    reservationId = await bookConfirmed(ctx, restaurant, diner);
  }, 60_000);
  afterAll(() => ctx.close());

  const availability = (app: TestContext, offset?: string) =>
    call(app, 'GET', `/api/restaurant-feedbacks/mine?reservationId=${reservationId}`, { token: diner.token, headers: offset === undefined ? {} : { 'x-test-clock-offset': offset } });

  it('moves the clock of that request only, when the setting is on', async () => {
    const fiveDays = String(5 * 86_400_000);
    expect((await availability(ctx, fiveDays)).json.availability).toBe('open');
    expect((await availability(ctx)).json.availability).toBe('too_early');
  });

  it('is ignored by a server without the setting', async () => {
    const off = { ...ctx, app: createApp({ ...ctx.deps, env: { ...ctx.deps.env, TEST_CLOCK: 'disabled' } }) };
    expect((await availability(off, String(5 * 86_400_000))).json.availability).toBe('too_early');
  });

  it('answers 400 to an offset that is not whole milliseconds within a year', async () => {
    expectError(await availability(ctx, 'tomorrow'), 400, 'bad_request');
    expectError(await availability(ctx, String(400 * 86_400_000)), 400, 'bad_request');
  });
});
