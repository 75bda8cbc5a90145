/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, resetRateLimits, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, type SignedUpUser } from '../accounts/account-fixtures';
import { create, instantOf, prepareRestaurant, type BookingRestaurant } from '../reservations/booking-fixtures';
import { answer, bookConfirmed, bookWithGuest, clearBookings, countRows, logInStaffOf, statuses, signUpParty } from '../social/social-fixtures';

let ctx: TestContext;
let restaurant: BookingRestaurant;
let host: SignedUpUser;
let guest: SignedUpUser;
let stranger: SignedUpUser;
let staff: SignedUpUser;
let otherStaff: SignedUpUser;

beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  restaurant = await prepareRestaurant(ctx, 'Africa/Lome');
  ({ host, guest, stranger } = await signUpParty(ctx));
  staff = await logInStaffOf(ctx, restaurant.id);
  otherStaff = await logInStaffOf(ctx, (await prepareRestaurant(ctx, 'Africa/Lome', 1)).id);
}, 60_000);
afterAll(() => ctx.close());
afterEach(async () => {
  await clearBookings(ctx, restaurant.id);
  await resetRateLimits(ctx);
});

const init = (user: SignedUpUser | undefined, body: unknown) => call(ctx, 'POST', '/api/chat-messages/init', { token: user?.token, body });
const send = (user: SignedUpUser | undefined, threadId: string, text: unknown) => call(ctx, 'POST', '/api/chat-messages', { token: user?.token, body: { threadId, body: text } });
const list = (user: SignedUpUser | undefined, query: string) => call(ctx, 'GET', `/api/chat-messages?${query}`, { token: user?.token });
const unread = (user: SignedUpUser) => call(ctx, 'GET', '/api/chat-messages/unread', { token: user.token });

async function openChat() {
  const { reservationId, groupId } = await bookWithGuest(ctx, restaurant, host, guest);
  const thread = await init(host, { reservationId });
  expect(thread.status).toBe(200);
  return { reservationId, groupId, threadId: thread.json.id as string };
}

describe('POST /api/chat-messages/init', () => {
  it('opens one conversation per booking for the host, the guests who are coming and the restaurant’s staff', async () => {
    const { reservationId, threadId } = await openChat();
    const asHost = await init(host, { reservationId });
    expect(asHost.json).toMatchObject({
      id: threadId, reservationId, myRole: 'host', unreadCount: 0,
      participants: [{ name: 'Awa K.', role: 'host' }, { name: 'Moussa S.', role: 'guest' }, { name: asHost.json.restaurant.name, role: 'staff' }],
    });
    expect((await init(guest, { reservationId })).json).toMatchObject({ id: threadId, myRole: 'guest' });
    expect((await init(staff, { reservationId })).json).toMatchObject({ id: threadId, myRole: 'staff' });
  });

  it('refuses bad input (400), no session (401), a stranger or another restaurant’s staff (404), a draft (409 chat_unavailable)', async () => {
    const reservationId = await bookConfirmed(ctx, restaurant, host);
    expectError(await init(host, { reservationId: 'nope' }), 400, 'validation_failed');
    expectError(await init(host, {}), 400, 'validation_failed');
    expectError(await init(undefined, { reservationId }), 401, 'unauthenticated');
    expectError(await init(stranger, { reservationId }), 404, 'not_found');
    expectError(await init(otherStaff, { reservationId }), 404, 'not_found');
    expectError(await init(guest, { reservationId }), 404, 'not_found');
    const draft = await create(ctx, host.token, { restaurantId: restaurant.id, startsAt: await instantOf(ctx, restaurant.date, '13:00', restaurant.timeZone), guests: 2 });
    expectError(await init(host, { reservationId: draft.json.id }), 409, 'chat_unavailable');
  });

  it('creates a single conversation however many open it at once', async () => {
    const { reservationId } = await bookWithGuest(ctx, restaurant, host, guest);
    const results = await Promise.all([host, guest, staff, host, guest, staff].map((user) => init(user, { reservationId })));
    expect(statuses(results)).toEqual({ 200: 6 });
    expect(new Set(results.map((res) => res.json.id)).size).toBe(1);
    expect(await countRows(ctx, sql`select count(*)::int as count from chat_threads where reservation_id = ${reservationId}::uuid`)).toBe(1);
  });
});

describe('POST /api/chat-messages', () => {
  it('keeps the text exactly as typed (trimmed): markup is text, never rewritten nor executed', async () => {
    const { threadId } = await openChat();
    const text = '<script>alert("x")</script> & <b>gras</b> https://tablee.app';
    const sent = await send(guest, threadId, `  ${text}\n`);
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ threadId, body: text, sender: { role: 'guest', name: 'Moussa S.', isMe: true } });
    expect((await list(host, `threadId=${threadId}`)).json.items[0]).toMatchObject({ body: text, sender: { role: 'guest', isMe: false } });
  });

  it('lets staff answer as the restaurant through the same call', async () => {
    const { threadId, reservationId } = await openChat();
    const sent = await send(staff, threadId, 'Bonsoir, votre table est prête.');
    expect(sent.status).toBe(201);
    const { restaurant: { name } } = (await init(host, { reservationId })).json;
    expect(sent.json.sender).toEqual({ role: 'staff', name, isMe: true });
    expect((await list(host, `threadId=${threadId}`)).json.items[0].sender).toEqual({ role: 'staff', name, isMe: false });
  });

  it('refuses empty or too long text and unknown fields (400), no session (401), a stranger and a guest who stopped coming (404)', async () => {
    const { threadId, groupId } = await openChat();
    expectError(await send(host, threadId, '   '), 400, 'validation_failed');
    expectError(await send(host, threadId, 'x'.repeat(2001)), 400, 'validation_failed');
    expectError(await call(ctx, 'POST', '/api/chat-messages', { token: host.token, body: { threadId, body: 'ok', html: true } }), 400, 'validation_failed');
    expectError(await send(undefined, threadId, 'hello'), 401, 'unauthenticated');
    expectError(await send(stranger, threadId, 'hello'), 404, 'not_found');
    expectError(await send(otherStaff, threadId, 'hello'), 404, 'not_found');
    const { myAccessId } = (await call(ctx, 'GET', `/api/groups/${groupId}`, { token: guest.token })).json;
    await answer(ctx, guest, myAccessId, 'declined');
    expectError(await send(guest, threadId, 'hello'), 404, 'not_found');
    expectError(await list(guest, `threadId=${threadId}`), 404, 'not_found');
  });

  it('answers 429 after 30 messages a minute from one account', async () => {
    const { threadId } = await openChat();
    for (let i = 0; i < 30; i += 1) expect((await send(host, threadId, `message ${i}`)).status).toBe(201);
    expectError(await send(host, threadId, 'one too many'), 429, 'rate_limited');
  });
});

describe('GET /api/chat-messages', () => {
  it('pages back through history, newest last, with before=<the oldest shown>', async () => {
    const { threadId } = await openChat();
    for (let i = 1; i <= 35; i += 1) await send(i % 2 ? host : guest, threadId, `message ${i}`);
    const latest = await list(guest, `threadId=${threadId}`);
    expect(latest.json.items.map((m: { body: string }) => m.body)).toEqual(Array.from({ length: 30 }, (_, i) => `message ${i + 6}`));
    expect(latest.json.hasMore).toBe(true);
    const older = await list(guest, `threadId=${threadId}&before=${latest.json.items[0].id}`);
    expect(older.json.items.map((m: { body: string }) => m.body)).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5']);
    expect(older.json.hasMore).toBe(false);
    expect((await list(guest, `threadId=${threadId}&limit=2`)).json.items.map((m: { body: string }) => m.body)).toEqual(['message 34', 'message 35']);
  });

  it('refuses bad input (400), no session (401) and a stranger (404)', async () => {
    const { threadId } = await openChat();
    expectError(await list(host, 'threadId=nope'), 400, 'validation_failed');
    expectError(await list(host, `threadId=${threadId}&limit=500`), 400, 'validation_failed');
    expectError(await list(host, `threadId=${threadId}&sort=asc`), 400, 'validation_failed');
    expectError(await list(undefined, `threadId=${threadId}`), 401, 'unauthenticated');
    expectError(await list(stranger, `threadId=${threadId}`), 404, 'not_found');
  });
});

describe('unread counts', () => {
  it('count what others wrote after one’s read mark, per conversation and in total; writing reads the conversation', async () => {
    const { threadId, reservationId } = await openChat();
    await send(guest, threadId, 'On arrive à 20 h');
    const staffMessage = await send(staff, threadId, 'Parfait, à ce soir');
    expect((await unread(host)).json).toEqual({ total: 2, threads: [{ threadId, reservationId, unreadCount: 2 }] });
    expect((await list(host, `threadId=${threadId}`)).json.unreadCount).toBe(2);
    expect((await unread(guest)).json.total).toBe(1);

    const read = await call(ctx, 'POST', '/api/chat-messages/read', { token: host.token, body: { threadId, upTo: staffMessage.json.id } });
    expect(read.json).toEqual({ unreadCount: 0 });
    expect((await unread(host)).json).toEqual({ total: 0, threads: [] });

    await send(guest, threadId, 'Merci !');
    expect((await unread(host)).json.total).toBe(1);
    await send(host, threadId, 'À ce soir');
    expect((await unread(host)).json.total).toBe(0);
    expect((await unread(staff)).json).toEqual({ total: 2, threads: [{ threadId, reservationId, unreadCount: 2 }] });
    expect((await unread(stranger)).json).toEqual({ total: 0, threads: [] });
  });

  it('refuses marking a message of another conversation (404) and bad input (400)', async () => {
    const { threadId } = await openChat();
    expectError(await call(ctx, 'POST', '/api/chat-messages/read', { token: host.token, body: { threadId, upTo: threadId } }), 404, 'not_found');
    expectError(await call(ctx, 'POST', '/api/chat-messages/read', { token: host.token, body: { threadId } }), 400, 'validation_failed');
    expectError(await call(ctx, 'POST', '/api/chat-messages/read', { token: stranger.token, body: { threadId, upTo: threadId } }), 404, 'not_found');
  });
});

describe('GET /api/manager/restaurants/{restaurantId}/chat-threads', () => {
  it('lists the restaurant’s conversations to its staff, and refuses anyone else (403) or nobody (401)', async () => {
    const { threadId, reservationId } = await openChat();
    await send(guest, threadId, 'Une chaise haute, possible ?');
    const path = `/api/manager/restaurants/${restaurant.id}/chat-threads`;
    const res = await call(ctx, 'GET', path, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.json.items).toEqual([
      expect.objectContaining({ threadId, reservationId, hostName: 'Awa K.', unreadCount: 1, lastMessage: { body: 'Une chaise haute, possible ?', senderName: 'Moussa S.', senderRole: 'guest' } }),
    ]);
    expectError(await call(ctx, 'GET', path, { token: host.token }), 403, 'forbidden');
    expectError(await call(ctx, 'GET', path, { token: otherStaff.token }), 403, 'forbidden');
    expectError(await call(ctx, 'GET', path), 401, 'unauthenticated');
    expectError(await call(ctx, 'GET', `${path}?limit=0`, { token: staff.token }), 400, 'validation_failed');
  });
});
