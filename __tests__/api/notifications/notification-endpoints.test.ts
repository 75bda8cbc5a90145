/** @jest-environment node */
import { notify } from '@/server/notifications/notify';
import { createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { appAt } from '../reservations/booking-fixtures';
import { listNotifications, liveNotificationIds, markViewed } from './notification-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
}, 60_000);
afterAll(() => ctx.close());

/** A notification stored at a known instant, through the same `notify` the producers call. */
async function notifyAt(user: SignedUpUser, at: string, restaurant = 'Chez Tantie') {
  await notify({ ...ctx.deps, now: () => new Date(at) }, user.session.user.id, 'booking_confirmed', { restaurant }, '/my-account/bookings/x');
}

describe('GET /api/notifications', () => {
  it('lists only the caller’s own, newest first, paged by limit and offset', async () => {
    const diner = await signUpUser(ctx);
    const other = await signUpUser(ctx);
    await notifyAt(diner, '2026-03-01T10:00:00Z', 'A');
    await notifyAt(diner, '2026-03-02T10:00:00Z', 'B');
    await notifyAt(diner, '2026-03-03T10:00:00Z', 'C');
    await notifyAt(other, '2026-03-04T10:00:00Z', 'Z');
    const first = await listNotifications(ctx, diner, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.json.items.map((item: { params: { restaurant: string } }) => item.params.restaurant)).toEqual(['C', 'B']);
    expect(first.json).toMatchObject({ unreadCount: 3, hasMore: true });
    const next = await listNotifications(ctx, diner, '?limit=2&offset=2');
    expect(next.json.items.map((item: { params: { restaurant: string } }) => item.params.restaurant)).toEqual(['A']);
    expect(next.json.hasMore).toBe(false);
    expect((await listNotifications(ctx, other)).json.items.map((item: { params: { restaurant: string } }) => item.params.restaurant)).toEqual(['Z']);
  });

  it('answers an empty list to a diner who has none', async () => {
    expect((await listNotifications(ctx, await signUpUser(ctx))).json).toEqual({ items: [], unreadCount: 0, hasMore: false });
  });

  it('refuses a visitor without a session (401)', async () => {
    expectError(await listNotifications(ctx, undefined), 401, 'unauthenticated');
  });

  it.each([['?limit=0'], ['?limit=51'], ['?limit=abc'], ['?offset=-1']])('refuses %s with 400 validation_failed', async (query) => {
    expectError(await listNotifications(ctx, await signUpUser(ctx), query), 400, 'validation_failed');
  });
});

describe('§7 POST /api/userData/lastNotificationViewed', () => {
  it('marks everything up to now as seen by default: unreadCount 0, and the items no longer unread', async () => {
    const diner = await signUpUser(ctx);
    await notifyAt(diner, '2026-03-01T10:00:00Z');
    await notifyAt(diner, '2026-03-02T10:00:00Z');
    const res = await markViewed(appAt(ctx, '2026-03-05T00:00:00Z'), diner);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ unreadCount: 0 });
    const after = await listNotifications(ctx, diner);
    expect(after.json.unreadCount).toBe(0);
    expect(after.json.items.every((item: { isUnread: boolean }) => !item.isUnread)).toBe(true);
  });

  it('counts only what came after the instant seen: a notification arriving later is unread', async () => {
    const diner = await signUpUser(ctx);
    await notifyAt(diner, '2026-03-01T10:00:00Z');
    await notifyAt(diner, '2026-03-02T10:00:00Z');
    expect((await markViewed(appAt(ctx, '2026-03-05T00:00:00Z'), diner, { at: '2026-03-01T10:00:00Z' })).json).toEqual({ unreadCount: 1 });
    await notifyAt(diner, '2026-03-06T10:00:00Z');
    const after = await listNotifications(ctx, diner);
    expect(after.json.unreadCount).toBe(2);
    expect(after.json.items.map((item: { isUnread: boolean }) => item.isUnread)).toEqual([true, true, false]);
  });

  it('never moves backwards: an older instant (a late tab) keeps the later one', async () => {
    const diner = await signUpUser(ctx);
    await notifyAt(diner, '2026-03-01T10:00:00Z');
    await notifyAt(diner, '2026-03-02T10:00:00Z');
    const clock = appAt(ctx, '2026-03-05T00:00:00Z');
    expect((await markViewed(clock, diner, { at: '2026-03-02T10:00:00Z' })).json).toEqual({ unreadCount: 0 });
    expect((await markViewed(clock, diner, { at: '2026-02-01T00:00:00Z' })).json).toEqual({ unreadCount: 0 });
    expect((await listNotifications(ctx, diner)).json.unreadCount).toBe(0);
  });

  it('takes an instant in the future as now, so what comes next is still unread', async () => {
    const diner = await signUpUser(ctx);
    expect((await markViewed(appAt(ctx, '2026-03-05T00:00:00Z'), diner, { at: '2030-01-01T00:00:00Z' })).json).toEqual({ unreadCount: 0 });
    await notifyAt(diner, '2026-03-06T10:00:00Z');
    expect((await listNotifications(ctx, diner)).json.unreadCount).toBe(1);
  });

  it('tells the diner’s other tabs on the live channel, so their bell clears too', async () => {
    const diner = await signUpUser(ctx);
    await markViewed(ctx, diner);
    expect(await liveNotificationIds(ctx, diner)).toEqual(['viewed']);
  });

  it('changes nothing for another diner', async () => {
    const diner = await signUpUser(ctx);
    const other = await signUpUser(ctx);
    await notifyAt(other, '2026-03-01T10:00:00Z');
    await markViewed(appAt(ctx, '2026-03-05T00:00:00Z'), diner);
    expect((await listNotifications(ctx, other)).json.unreadCount).toBe(1);
  });

  it('refuses a visitor without a session (401)', async () => {
    expectError(await markViewed(ctx, undefined, {}), 401, 'unauthenticated');
  });

  it.each([
    ['an instant that is not a date', { at: 'hier' }],
    ['an instant as a number', { at: 1_700_000_000 }],
    ['a date without a time', { at: '2026-03-01' }],
    ['an unknown field', { at: '2026-03-01T10:00:00Z', userId: 'x' }],
    ['a list', [1]],
  ])('refuses %s with 400 validation_failed', async (_name, body) => {
    expectError(await markViewed(ctx, await signUpUser(ctx), body), 400, 'validation_failed');
  });
});
