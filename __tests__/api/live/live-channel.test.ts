/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createApp } from '@/server/app';
import { openDatabase } from '@/server/db/client';
import { assembleDeps } from '@/server/server-deps';
import { openLiveStream } from '@/server/live/live-stream';
import { hashOpaqueToken } from '@/server/accounts/session-tokens';
import { findActiveSessionByTokenHash } from '@/server/accounts/session-repository';
import { call, createTestContext, resetRateLimits, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { patch, prepareRestaurant, type BookingRestaurant } from '../reservations/booking-fixtures';
import { bookConfirmed, bookWithGuest, clearBookings, createLink, logInStaffOf, openGroup, answer, signUpParty } from '../social/social-fixtures';
import { openLive, readJsonError, type LiveReader } from '../support/live-stream';

let ctx: TestContext;
let restaurant: BookingRestaurant;
let host: SignedUpUser;
let guest: SignedUpUser;
let stranger: SignedUpUser;
let staff: SignedUpUser;
const open: LiveReader[] = [];

beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  restaurant = await prepareRestaurant(ctx, 'Africa/Abidjan');
  ({ host, guest, stranger } = await signUpParty(ctx));
  staff = await logInStaffOf(ctx, restaurant.id);
}, 60_000);
afterAll(() => ctx.close());
afterEach(async () => {
  await Promise.all(open.splice(0).map((reader) => reader.close()));
  await clearBookings(ctx, restaurant.id);
  await resetRateLimits(ctx);
});

async function listen(user: SignedUpUser, options: { lastEventId?: string; query?: string } = {}) {
  const reader = await openLive(ctx.app, { token: user.token, ...options });
  open.push(reader);
  expect(reader.status).toBe(200);
  return reader;
}

async function openChat() {
  const { reservationId } = await bookWithGuest(ctx, restaurant, host, guest);
  const thread = await call(ctx, 'POST', '/api/chat-messages/init', { token: host.token, body: { reservationId } });
  expect(thread.status).toBe(200);
  return { reservationId, threadId: thread.json.id as string };
}

const say = async (user: SignedUpUser, threadId: string, body: string) => {
  const res = await call(ctx, 'POST', '/api/chat-messages', { token: user.token, body: { threadId, body } });
  expect(res.status).toBe(201);
};

async function sessionIdOf(user: SignedUpUser) {
  const session = await findActiveSessionByTokenHash(ctx.deps.db, hashOpaqueToken(user.token), new Date());
  if (!session) throw new Error('no session');
  return session.id;
}

/**
 * The next event of a kind. A tab that connects just after a change may still hear it (NOTIFY
 * reaches the listener a moment after the commit): a test about one kind skips the set-up's others.
 */
async function nextOf(tab: LiveReader, type: string) {
  for (let skipped = 0; skipped < 10; skipped += 1) {
    const message = await tab.next();
    if (message.data.type === type) return message;
  }
  throw new Error(`no ${type} event among the next 10`);
}

/** Every event up to the one about `id`: what a tab heard before its own, later, change. */
async function eventsUntil(tab: LiveReader, id: string) {
  const heard = [];
  for (let count = 0; count < 10; count += 1) {
    const message = await tab.next();
    heard.push(message.data);
    if (message.data.id === id) return heard;
  }
  throw new Error(`no event about ${id} among the next 10`);
}

/** An event only `user` should hear: their own booking, cancelled. */
async function eventOnlyFor(user: SignedUpUser) {
  const reservationId = await bookConfirmed(ctx, restaurant, user, '13:00', 2);
  expect((await patch(ctx, user.token, reservationId, { status: 'cancelled' })).status).toBe(200);
  return reservationId;
}

describe('GET /api/live (SPEC §3 per-user realtime data)', () => {
  it('streams Server-Sent Events that no cache or proxy may hold back', async () => {
    const reader = await listen(host);
    expect(reader.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(reader.headers.get('cache-control')).toContain('no-transform');
    expect(reader.headers.get('cache-control')).toContain('no-cache');
  });

  it('tells every tab of every participant, the restaurant’s staff included, that a conversation changed: its kind and id only', async () => {
    const { threadId } = await openChat();
    const hostTabs = [await listen(host), await listen(host)];
    const guestTab = await listen(guest);
    const staffTab = await listen(staff);
    await say(guest, threadId, 'On arrive à 20 h');
    for (const tab of [...hostTabs, guestTab, staffTab]) {
      const message = await nextOf(tab, 'chat');
      expect(message.data).toEqual({ type: 'chat', id: threadId });
      expect(message.id).toMatch(/^\d+$/);
    }
    // Both tabs of one diner see the same event, with the same id.
    const [first, second] = hostTabs;
    await say(staff, threadId, 'Votre table est prête');
    const [a, b] = [await nextOf(first, 'chat'), await nextOf(second, 'chat')];
    expect(a).toEqual(b);
  });

  it('keeps one diner’s events from another: a stranger hears only their own', async () => {
    const { threadId } = await openChat();
    const strangerTab = await listen(stranger);
    const hostTab = await listen(host);
    await say(host, threadId, 'Bonsoir');
    expect((await nextOf(hostTab, 'chat')).data).toEqual({ type: 'chat', id: threadId });
    // Published after the chat message: had the stranger been told of it, it would come first.
    const own = await eventOnlyFor(stranger);
    const heard = await eventsUntil(strangerTab, own);
    expect(heard.length).toBeGreaterThan(0);
    for (const event of heard) expect(event).toEqual({ type: 'booking', id: own });
  });

  it('tells the host who answered an invitation (a group event naming the booking)', async () => {
    const reservationId = await bookConfirmed(ctx, restaurant, host);
    const group = await openGroup(ctx, host, reservationId);
    const { token } = await createLink(ctx, host, group.id);
    const hostTab = await listen(host);
    expect((await answer(ctx, guest, token, 'accepted')).status).toBe(200);
    expect((await nextOf(hostTab, 'group')).data).toEqual({ type: 'group', id: reservationId });
  });

  it('tells the guests who are coming that the booking changed status', async () => {
    const { reservationId } = await bookWithGuest(ctx, restaurant, host, guest);
    const guestTab = await listen(guest);
    expect((await patch(ctx, host.token, reservationId, { status: 'cancelled' })).status).toBe(200);
    expect((await nextOf(guestTab, 'booking')).data).toEqual({ type: 'booking', id: reservationId });
  });

  it('§4 favourites: tells every tab of the diner, and no one else, that a favourite was added or removed, by its key', async () => {
    const hostTabs = [await listen(host), await listen(host)];
    const strangerTab = await listen(stranger);
    const added = await call(ctx, 'POST', '/api/favorites', { token: host.token, body: { restaurantId: restaurant.id } });
    expect(added.status).toBe(201);
    const key = added.json.key as string;
    for (const tab of hostTabs) expect((await nextOf(tab, 'favorite')).data).toEqual({ type: 'favorite', id: key });
    expect((await call(ctx, 'DELETE', `/api/favorites/${key}`, { token: host.token })).status).toBe(204);
    for (const tab of hostTabs) expect((await nextOf(tab, 'favorite')).data).toEqual({ type: 'favorite', id: key });
    // Published after the favourite: had the stranger been told of it, it would come first.
    const own = await eventOnlyFor(stranger);
    const heard = await eventsUntil(strangerTab, own);
    expect(heard.length).toBeGreaterThan(0);
    for (const event of heard) expect(event).toEqual({ type: 'booking', id: own });
  });

  it('replays what a tab missed after its Last-Event-ID, each changed thing once at its latest event, in order, header or query', async () => {
    const { threadId } = await openChat();
    const tab = await listen(host);
    await say(guest, threadId, 'un');
    const seen = await nextOf(tab, 'chat');
    await tab.close();
    await say(guest, threadId, 'deux');
    const booking = await eventOnlyFor(host);
    await say(guest, threadId, 'trois');

    const back = await listen(host, { lastEventId: seen.id });
    const replayed = [await back.next(), await back.next()];
    expect(replayed.map((message) => message.data)).toEqual([{ type: 'booking', id: booking }, { type: 'chat', id: threadId }]);
    const ids = replayed.map((message) => BigInt(message.id));
    expect(ids[0]).toBeGreaterThan(BigInt(seen.id));
    expect(ids[1]).toBeGreaterThan(ids[0]);
    // Then live events follow on the same stream.
    await say(guest, threadId, 'quatre');
    const after = await back.next();
    expect(after.data).toEqual({ type: 'chat', id: threadId });
    expect(BigInt(after.id)).toBeGreaterThan(ids[1]);

    const viaQuery = await listen(host, { query: `?lastEventId=${replayed[0].id}` });
    expect((await viaQuery.next()).id).toBe(after.id);
  });

  it('accepts the auth_token cookie, since EventSource cannot send a bearer header', async () => {
    const cookie = `auth_token=${encodeURIComponent(JSON.stringify({ scheme: 'Bearer', token: stranger.token }))}`;
    const reader = await openLive(ctx.app, { cookie });
    open.push(reader);
    expect(reader.status).toBe(200);
    const own = await eventOnlyFor(stranger);
    expect((await eventsUntil(reader, own)).at(-1)).toEqual({ type: 'booking', id: own });
  });

  it('drops a tab’s subscription as soon as the tab goes away', async () => {
    const realtime = ctx.deps.realtime;
    const subscribe = realtime.subscribe.bind(realtime);
    const dropped = jest.fn();
    const spy = jest.spyOn(realtime, 'subscribe').mockImplementation(async (userId, options) => {
      const subscription = await subscribe(userId, options);
      return { close: () => (dropped(), subscription.close()) };
    });
    try {
      const tab = await listen(host);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(dropped).not.toHaveBeenCalled();
      await tab.close();
      expect(dropped).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('sends heartbeat comments while the session stands, and ends the stream once it is signed out', async () => {
    const leaving = await signUpUser(ctx);
    const aborted = new AbortController();
    const body = await openLiveStream(ctx.deps, { userId: leaving.session.user.id, sessionId: await sessionIdOf(leaving), afterSeq: null, signal: aborted.signal, heartbeatMs: 20 });
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes(': keepalive')) text += decoder.decode((await reader.read()).value);
    expect((await call(ctx, 'POST', '/api/auth/logout', { token: leaving.token })).status).toBe(204);
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
  });

  it('refuses a caller without a session (401), a bad cookie or a signed-out session (401), and a malformed Last-Event-ID (400), in the error format', async () => {
    expectError(await readJsonError(ctx.app), 401, 'unauthenticated');
    expectError(await readJsonError(ctx.app, { headers: { cookie: 'auth_token=not-a-token' } }), 401, 'unauthenticated');
    expectError(await readJsonError(ctx.app, { query: '?token=' + host.token }), 401, 'unauthenticated');
    expectError(await readJsonError(ctx.app, { headers: { authorization: `Bearer ${host.token}`, 'last-event-id': 'abc' } }), 400, 'validation_failed');
    const leaving = await signUpUser(ctx);
    expect((await call(ctx, 'POST', '/api/auth/logout', { token: leaving.token })).status).toBeLessThan(300);
    expectError(await readJsonError(ctx.app, { headers: { authorization: `Bearer ${leaving.token}` } }), 401, 'unauthenticated');
  });
});

/** Fan-out across app instances is PostgreSQL's LISTEN/NOTIFY; the embedded PGlite has one process, so one instance. */
const describeOnPostgres: jest.Describe = process.env.DATABASE_URL ? describe : describe.skip;

describeOnPostgres('GET /api/live across app instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let second: { app: TestContext['app']; close(): Promise<void> };

  beforeAll(async () => {
    const url = ctx.databaseUrl;
    if (!url) throw new Error('the PostgreSQL test context has no database URL');
    const database = await openDatabase({ databaseUrl: url, maxConnections: 5 });
    const deps = assembleDeps({ db: database.db, env: ctx.deps.env, mail: ctx.deps.mail, logger: ctx.deps.logger, listenUrl: url });
    second = {
      app: createApp(deps),
      async close() {
        await deps.realtime.close();
        await database.close();
      },
    };
  });
  afterAll(() => second.close());

  it('delivers an event published by one instance to a tab connected to another, and replays it there', async () => {
    const { threadId } = await openChat();
    const elsewhere = await openLive(second.app, { token: host.token });
    open.push(elsewhere);
    expect(elsewhere.status).toBe(200);
    await say(guest, threadId, 'Publié sur la première instance');
    const heard = await nextOf(elsewhere, 'chat');
    expect(heard.data).toEqual({ type: 'chat', id: threadId });

    await elsewhere.close();
    await say(staff, threadId, 'Pendant la coupure');
    const back = await openLive(second.app, { token: host.token, lastEventId: heard.id });
    open.push(back);
    expect((await back.next()).data).toEqual({ type: 'chat', id: threadId });
  });

  it('ends its streams when an instance loses its LISTEN connection; the tab that reconnects gets what was published meanwhile', async () => {
    const { threadId } = await openChat();
    const tab = await openLive(second.app, { token: host.token });
    open.push(tab);
    await say(guest, threadId, 'Avant la coupure');
    const seen = await nextOf(tab, 'chat');
    const cut = await ctx.database.db.execute(
      sql`select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = current_database() and query = ${'LISTEN tablee_live'} and pid <> pg_backend_pid()`,
    );
    expect((cut as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    await expect(tab.next()).rejects.toThrow('the live stream ended');
    await say(guest, threadId, 'Pendant la coupure');
    const back = await openLive(second.app, { token: host.token, lastEventId: seen.id });
    open.push(back);
    expect((await back.next()).data).toEqual({ type: 'chat', id: threadId });
  });

  it('keeps a second diner’s tab on the other instance free of the first diner’s events', async () => {
    const { threadId } = await openChat();
    const strangerElsewhere = await openLive(second.app, { token: stranger.token });
    open.push(strangerElsewhere);
    await say(host, threadId, 'Rien pour vous');
    const own = await eventOnlyFor(stranger);
    const heard = await eventsUntil(strangerElsewhere, own);
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.filter((event) => event.type === 'chat')).toEqual([]);
  });
});
