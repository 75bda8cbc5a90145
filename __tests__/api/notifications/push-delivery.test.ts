/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { runDueJobs } from '@/server/jobs/run-due-jobs';
import { notify } from '@/server/notifications/notify';
import { createTestContext, resetRateLimits, type TestContext } from '../support/test-app';
import { RELAXED_RATE_LIMIT, signUpUser } from '../accounts/account-fixtures';
import { instantOf, plainDish, prepareRestaurant, rows, type BookingRestaurant } from '../reservations/booking-fixtures';
import { bookConfirmed, clearBookings } from '../social/social-fixtures';
import { clockAt, line, placedOrder, prepareOrderRestaurant, takeAway } from '../orders/order-fixtures';
import { logInStaff, moveOrder } from '../manager/manager-fixtures';
import { collectLogs, type CollectedLogs } from '../platform/log-collector';
import { decryptPush, newBrowser, startFakePushService, type FakeBrowser, type FakePushService } from '../support/fake-push-service';
import { ownerOf, setLanguage, subscribeBrowser } from './push-fixtures';
import { kindsOf, setFlags } from './notification-fixtures';

let ctx: TestContext;
let pushService: FakePushService;
let logs: CollectedLogs;
let restaurant: BookingRestaurant;

beforeAll(async () => {
  pushService = await startFakePushService();
  logs = collectLogs();
  ctx = await createTestContext(RELAXED_RATE_LIMIT, { logger: logs.logger, pushTransport: pushService.transport });
  restaurant = await prepareRestaurant(ctx, 'Africa/Abidjan');
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await pushService.close();
});
afterEach(async () => {
  await clearBookings(ctx, restaurant.id);
  await resetRateLimits(ctx);
  pushService.clear();
  logs.clear();
});

const pushesTo = (browser: FakeBrowser) => pushService.received.filter((push) => push.path === new URL(browser.subscription.endpoint).pathname);
const readPushes = (browser: FakeBrowser) => pushesTo(browser).map((push) => JSON.parse(decryptPush(browser, push)) as { title: string; body: string; url: string });

async function dinerWithBrowsers(count = 1) {
  const diner = await signUpUser(ctx);
  const browsers = Array.from({ length: count }, newBrowser);
  for (const browser of browsers) await subscribeBrowser(ctx, diner, browser);
  return { diner, browsers };
}

describe('the push sender: booking reminders and order steps reach the diner’s devices (SPEC §3 notification flags)', () => {
  it('sends each subscribed device the encrypted {title, body, url} of a booking reminder, in French by default, with a TTL and an urgency', async () => {
    const { diner, browsers } = await dinerWithBrowsers(2);
    await notify(ctx.deps, diner.session.user.id, 'booking_reminder', { restaurant: 'Chez Tantie' }, '/my-account/bookings/abc');
    for (const browser of browsers) {
      expect(readPushes(browser)).toEqual([{ title: 'Rappel de réservation', body: 'Rappel : votre table chez Chez Tantie vous attend bientôt.', url: '/my-account/bookings/abc' }]);
      const [push] = pushesTo(browser);
      expect(push.headers).toMatchObject({ ttl: String(4 * 3600), urgency: 'normal', 'content-encoding': 'aes128gcm' });
      expect(push.headers.authorization).toMatch(/^vapid t=.+, k=B[A-Za-z0-9_-]{86}$/);
    }
  });

  it('words an order step in the diner’s language (English) with the status named', async () => {
    const { diner, browsers } = await dinerWithBrowsers();
    expect((await setLanguage(ctx, diner, 'en')).status).toBe(200);
    await notify(ctx.deps, diner.session.user.id, 'order_status', { restaurant: 'Mama Africa', status: 'ready' }, '/my-account/orders/o1');
    expect(readPushes(browsers[0])).toEqual([{ title: 'Order update', body: 'Your order at Mama Africa: ready.', url: '/my-account/orders/o1' }]);
    expect(pushesTo(browsers[0])[0].headers).toMatchObject({ ttl: '3600', urgency: 'high' });
  });

  it('a delivered push stamps the subscription’s last success', async () => {
    const { diner, browsers } = await dinerWithBrowsers();
    await notify(ctx.deps, diner.session.user.id, 'booking_reminder', { restaurant: 'X' }, '/my-account/bookings/x');
    const [row] = await rows<{ at: Date | null }>(ctx, sql`select last_success_at as at from push_subscriptions where endpoint = ${browsers[0].subscription.endpoint}`);
    expect(row.at).not.toBeNull();
  });

  it('pushes nothing for the other kinds (the list and the bell still have them)', async () => {
    const { diner } = await dinerWithBrowsers();
    await notify(ctx.deps, diner.session.user.id, 'booking_confirmed', { restaurant: 'X' }, '/my-account/bookings/x');
    await notify(ctx.deps, diner.session.user.id, 'chat_message', { restaurant: 'X' }, '/my-account/bookings/x');
    await notify(ctx.deps, diner.session.user.id, 'offer', { title: '10 %' }, null);
    expect(pushService.received).toEqual([]);
    expect(await kindsOf(ctx, diner)).toEqual(['offer', 'chat_message', 'booking_confirmed']);
  });

  it('application flag off: nothing is pushed', async () => {
    const { diner } = await dinerWithBrowsers();
    expect((await setFlags(ctx, diner, { application: false })).status).toBe(200);
    await notify(ctx.deps, diner.session.user.id, 'order_status', { restaurant: 'X', status: 'ready' }, '/my-account/orders/o1');
    expect(pushService.received).toEqual([]);
  });

  it('reaches only that diner’s devices', async () => {
    const { diner } = await dinerWithBrowsers();
    const other = await dinerWithBrowsers();
    await notify(ctx.deps, diner.session.user.id, 'booking_reminder', { restaurant: 'X' }, '/my-account/bookings/x');
    expect(pushesTo(other.browsers[0])).toEqual([]);
    expect(pushService.received).toHaveLength(1);
  });

  it('a subscription the push service says is gone (410, 404) is deleted; the others stay', async () => {
    const { diner, browsers } = await dinerWithBrowsers(3);
    pushService.answer(browsers[0].subscription.endpoint, 410);
    pushService.answer(browsers[1].subscription.endpoint, 404);
    await notify(ctx.deps, diner.session.user.id, 'booking_reminder', { restaurant: 'X' }, '/my-account/bookings/x');
    expect(await ownerOf(ctx, browsers[0].subscription.endpoint)).toBeNull();
    expect(await ownerOf(ctx, browsers[1].subscription.endpoint)).toBeNull();
    expect(await ownerOf(ctx, browsers[2].subscription.endpoint)).toBe(diner.session.user.id);
  });

  it('any other refusal keeps the subscription and is logged by kind and status, never the endpoint; the notification is still stored', async () => {
    const { diner, browsers } = await dinerWithBrowsers();
    pushService.answer(browsers[0].subscription.endpoint, 500);
    await notify(ctx.deps, diner.session.user.id, 'booking_reminder', { restaurant: 'Chez Tantie' }, '/my-account/bookings/x');
    expect(await ownerOf(ctx, browsers[0].subscription.endpoint)).toBe(diner.session.user.id);
    expect(await kindsOf(ctx, diner)).toEqual(['booking_reminder']);
    expect(logs.lines()).toContainEqual(expect.objectContaining({ notificationKind: 'booking_reminder', pushStatus: 500 }));
    const text = logs.text();
    expect(text).not.toContain(new URL(browsers[0].subscription.endpoint).pathname);
    expect(text).not.toContain(browsers[0].subscription.keys.auth);
    expect(text).not.toContain('Chez Tantie');
  });

  it('an unreachable push service is logged and does not break the notification', async () => {
    const unreachable = await createTestContext(RELAXED_RATE_LIMIT, { logger: logs.logger, pushTransport: () => Promise.reject(new TypeError('fetch failed')) });
    try {
      const diner = await signUpUser(unreachable);
      await subscribeBrowser(unreachable, diner, newBrowser());
      await notify(unreachable.deps, diner.session.user.id, 'order_status', { restaurant: 'X', status: 'ready' }, '/my-account/orders/o1');
      expect(await kindsOf(unreachable, diner)).toEqual(['order_status']);
      expect(logs.lines()).toContainEqual(expect.objectContaining({ notificationKind: 'order_status', errorName: 'TypeError' }));
    } finally {
      await unreachable.close();
    }
  });
});

describe('the producers push once: the reminder job and the kitchen moving an order', () => {
  it('the reminder job pushes one reminder to the booking’s diner, however often it runs', async () => {
    const { diner, browsers } = await dinerWithBrowsers();
    await bookConfirmed(ctx, restaurant, diner, '20:00', 2);
    const bookingStart = await instantOf(ctx, restaurant.date, '20:00', restaurant.timeZone);
    const deps = { ...ctx.deps, now: () => new Date(new Date(bookingStart).getTime() - 5 * 3_600_000) };
    await runDueJobs(deps);
    await runDueJobs(deps);
    expect(readPushes(browsers[0])).toEqual([{ title: 'Rappel de réservation', body: expect.stringContaining('Rappel : votre table chez'), url: expect.stringMatching(/^\/my-account\/bookings\/.+/) }]);
  });

  it('an order step pushes one update to the order’s diner', async () => {
    const orderRestaurant = await prepareOrderRestaurant(ctx, 'Africa/Douala', 2);
    const dish = await plainDish(ctx, orderRestaurant.id, null);
    const noon = await clockAt(ctx, orderRestaurant, '12:00');
    const { diner, browsers } = await dinerWithBrowsers();
    const staff = await logInStaff(ctx, orderRestaurant.id);
    const orderId = await placedOrder(noon, diner.token, takeAway(orderRestaurant, [line(dish.id)]));
    expect((await moveOrder(noon, staff.token, orderId, { status: 'accepted' })).status).toBe(200);
    expect(readPushes(browsers[0])).toEqual([{ title: 'Suivi de commande', body: expect.stringMatching(/^Votre commande chez .+ : acceptée\.$/), url: `/my-account/orders/${orderId}` }]);
  });
});
