/** @jest-environment node */
import { runDueJobs } from '@/server/jobs/run-due-jobs';
import { notify } from '@/server/notifications/notify';
import { call, createTestContext, resetRateLimits, type TestContext } from '../support/test-app';
import { RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { instantOf, plainDish, prepareRestaurant, type BookingRestaurant } from '../reservations/booking-fixtures';
import { bookConfirmed, bookWithGuest, clearBookings, logInStaffOf, openGroup, signUpParty } from '../social/social-fixtures';
import { clockAt, line, placedOrder, prepareOrderRestaurant, takeAway, type OrderRestaurant } from '../orders/order-fixtures';
import { logInStaff, moveOrder } from '../manager/manager-fixtures';
import { openLive } from '../support/live-stream';
import { kindsOf, listNotifications, liveNotificationIds, setFlags } from './notification-fixtures';

let ctx: TestContext;
let restaurant: BookingRestaurant;
let host: SignedUpUser;
let guest: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  restaurant = await prepareRestaurant(ctx, 'Africa/Abidjan');
  ({ host, guest, stranger } = await signUpParty(ctx));
}, 60_000);
afterAll(() => ctx.close());
afterEach(async () => {
  await clearBookings(ctx, restaurant.id);
  await resetRateLimits(ctx);
});

describe('who is told what: each producer notifies the right diner only', () => {
  it('confirming a booking notifies its diner, with the restaurant and a link to the booking, and publishes it live', async () => {
    const diner = await signUpUser(ctx);
    const reservationId = await bookConfirmed(ctx, restaurant, diner);
    const res = await listNotifications(ctx, diner);
    expect(res.json.items).toEqual([
      expect.objectContaining({ kind: 'booking_confirmed', params: { restaurant: expect.any(String) }, link: `/my-account/bookings/${reservationId}`, isUnread: true }),
    ]);
    expect(res.json.unreadCount).toBe(1);
    expect(await liveNotificationIds(ctx, diner)).toEqual([res.json.items[0].id]);
    expect(await kindsOf(ctx, stranger)).not.toContain('booking_confirmed');
  });

  it('reaches the diner’s open live stream as a notification event naming the new notification', async () => {
    const diner = await signUpUser(ctx);
    const stream = await openLive(ctx.app, { token: diner.token, withNotifications: true });
    try {
      await bookConfirmed(ctx, restaurant, diner);
      const [stored] = (await listNotifications(ctx, diner)).json.items;
      const seen: { type: string; id: string }[] = [];
      while (!seen.some((event) => event.type === 'notification')) seen.push((await stream.next()).data);
      expect(seen.filter((event) => event.type === 'notification')).toEqual([{ type: 'notification', id: stored.id }]);
    } finally {
      await stream.close();
    }
  });

  it('the reminder job notifies the booking’s diner once, however often it runs', async () => {
    const diner = await signUpUser(ctx);
    await bookConfirmed(ctx, restaurant, diner, '20:00', 2);
    const bookingStart = await instantOf(ctx, restaurant.date, '20:00', restaurant.timeZone);
    const deps = { ...ctx.deps, now: () => new Date(new Date(bookingStart).getTime() - 5 * 3_600_000) };
    await runDueJobs(deps);
    await runDueJobs(deps);
    expect(await kindsOf(ctx, diner)).toEqual(['booking_reminder', 'booking_confirmed']);
  });

  it('inviting a diner notifies them (not the host, not a stranger) with a link only they can answer', async () => {
    const group = await openGroup(ctx, host, await bookConfirmed(ctx, restaurant, host));
    const before = await kindsOf(ctx, host);
    expect((await call(ctx, 'POST', `/api/groups/${group.id}/invitations`, { token: host.token, body: { email: guest.email } })).status).toBe(201);
    const [invitation] = (await listNotifications(ctx, guest)).json.items;
    expect(invitation).toMatchObject({ kind: 'invitation', params: { host: 'Awa K.', restaurant: expect.any(String) }, link: expect.stringMatching(/^\/invitation\/.+/) });
    expect(await kindsOf(ctx, host)).toEqual(before);
    expect(await kindsOf(ctx, stranger)).not.toContain('invitation');
  });

  it('a chat message notifies the booking’s other diners, not its writer nor a stranger', async () => {
    const party = await signUpParty(ctx);
    const { reservationId } = await bookWithGuest(ctx, restaurant, party.host, party.guest);
    const thread = await call(ctx, 'POST', '/api/chat-messages/init', { token: party.host.token, body: { reservationId } });
    expect((await call(ctx, 'POST', '/api/chat-messages', { token: party.host.token, body: { threadId: thread.json.id, body: 'On arrive à 20 h' } })).status).toBe(201);
    expect((await listNotifications(ctx, party.guest)).json.items[0]).toMatchObject({ kind: 'chat_message', link: `/my-account/bookings/${reservationId}` });
    expect(await kindsOf(ctx, party.host)).not.toContain('chat_message');
    expect(await kindsOf(ctx, party.stranger)).toEqual([]);
    const staff = await logInStaffOf(ctx, restaurant.id);
    expect((await call(ctx, 'POST', '/api/chat-messages', { token: staff.token, body: { threadId: thread.json.id, body: 'Bien noté' } })).status).toBe(201);
    expect(await kindsOf(ctx, party.host)).toContain('chat_message');
    expect(await kindsOf(ctx, staff)).not.toContain('chat_message');
  });
});

describe('order status: the kitchen moving an order tells its diner', () => {
  let orderRestaurant: OrderRestaurant;
  let noon: TestContext;
  let dish: { id: number };
  beforeAll(async () => {
    orderRestaurant = await prepareOrderRestaurant(ctx, 'Africa/Douala', 2);
    dish = await plainDish(ctx, orderRestaurant.id, null);
    noon = await clockAt(ctx, orderRestaurant, '12:00');
  });

  it('notifies each step with its status and a link to the order, to that diner only', async () => {
    const diner = await signUpUser(ctx);
    const other = await signUpUser(ctx);
    const staff = await logInStaff(ctx, orderRestaurant.id);
    const orderId = await placedOrder(noon, diner.token, takeAway(orderRestaurant, [line(dish.id)]));
    expect((await moveOrder(noon, staff.token, orderId, { status: 'accepted' })).status).toBe(200);
    // A few minutes later: the newest step leads the list.
    expect((await moveOrder(await clockAt(ctx, orderRestaurant, '12:05'), staff.token, orderId, { status: 'preparing' })).status).toBe(200);
    const { items } = (await listNotifications(ctx, diner)).json;
    expect(items.map((item: { params: { status: string } }) => item.params.status)).toEqual(['preparing', 'accepted']);
    expect(items[0]).toMatchObject({ kind: 'order_status', link: `/my-account/orders/${orderId}` });
    expect(await liveNotificationIds(ctx, diner)).toHaveLength(2);
    expect((await listNotifications(ctx, other)).json).toEqual({ items: [], unreadCount: 0, hasMore: false });
    expect(await liveNotificationIds(ctx, other)).toEqual([]);
  });
});

describe('SPEC §3 notification flags', () => {
  it('application off: nothing is stored nor published for the app’s notifications', async () => {
    const diner = await signUpUser(ctx);
    expect((await setFlags(ctx, diner, { application: false })).status).toBe(200);
    await bookConfirmed(ctx, restaurant, diner);
    expect(await kindsOf(ctx, diner)).toEqual([]);
    expect(await liveNotificationIds(ctx, diner)).toEqual([]);
  });

  it('specialOffers off: no offer notification, while the app’s others still come', async () => {
    const diner = await signUpUser(ctx);
    expect((await setFlags(ctx, diner, { specialOffers: false })).status).toBe(200);
    await notify(ctx.deps, diner.session.user.id, 'offer', { title: '10 %' }, null);
    await bookConfirmed(ctx, restaurant, diner);
    expect(await kindsOf(ctx, diner)).toEqual(['booking_confirmed']);
  });

  it('application off does not silence offers, which only specialOffers governs', async () => {
    const diner = await signUpUser(ctx);
    expect((await setFlags(ctx, diner, { application: false })).status).toBe(200);
    await notify(ctx.deps, diner.session.user.id, 'offer', { title: '10 %' }, null);
    expect(await kindsOf(ctx, diner)).toEqual(['offer']);
  });
});
