/** @jest-environment node */
import { sql } from 'drizzle-orm';
import webPush from 'web-push';
import { createApp } from '@/server/app';
import { selectPushAdapter } from '@/server/adapters/push/select-push-adapter';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { itRace } from '../support/concurrency';
import { expectError, RELAXED_RATE_LIMIT, signUpUser } from '../accounts/account-fixtures';
import { rows } from '../reservations/booking-fixtures';
import { newBrowser } from '../support/fake-push-service';
import { ownerOf, subscribeBrowser, subscribePush, unsubscribePush } from './push-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
}, 60_000);
afterAll(() => ctx.close());

const storedKeyPairs = async (c: TestContext) => rows<{ value: string }>(c, sql`select value from app_keys where name = 'web_push_vapid'`);

describe('POST /api/push-subscriptions: this browser gets the diner’s pushes', () => {
  it('keeps the subscription for the signed-in diner', async () => {
    const diner = await signUpUser(ctx);
    const browser = newBrowser();
    const res = await subscribePush(ctx, diner, browser.subscription);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ endpoint: browser.subscription.endpoint });
    expect(await ownerOf(ctx, browser.subscription.endpoint)).toBe(diner.session.user.id);
  });

  it('subscribing the same browser again keeps one subscription', async () => {
    const diner = await signUpUser(ctx);
    const browser = newBrowser();
    await subscribeBrowser(ctx, diner, browser);
    await subscribeBrowser(ctx, diner, browser);
    const [row] = await rows<{ n: number }>(ctx, sql`select count(*)::int as n from push_subscriptions where endpoint = ${browser.subscription.endpoint}`);
    expect(row.n).toBe(1);
  });

  it('a browser another diner signs in on moves to them: the first no longer gets its pushes', async () => {
    const first = await signUpUser(ctx);
    const second = await signUpUser(ctx);
    const browser = newBrowser();
    await subscribeBrowser(ctx, first, browser);
    await subscribeBrowser(ctx, second, browser);
    expect(await ownerOf(ctx, browser.subscription.endpoint)).toBe(second.session.user.id);
  });

  it('needs a signed-in diner (401)', async () => {
    expectError(await subscribePush(ctx, undefined, newBrowser().subscription), 401, 'unauthenticated');
  });

  it.each([
    ['an http endpoint', (s: ReturnType<typeof newBrowser>['subscription']) => ({ ...s, endpoint: s.endpoint.replace('https:', 'http:') })],
    ['no endpoint', (s: ReturnType<typeof newBrowser>['subscription']) => ({ keys: s.keys })],
    ['a p256dh that is not a P-256 key', (s: ReturnType<typeof newBrowser>['subscription']) => ({ ...s, keys: { ...s.keys, p256dh: 'abc' } })],
    ['an auth secret of the wrong size', (s: ReturnType<typeof newBrowser>['subscription']) => ({ ...s, keys: { ...s.keys, auth: Buffer.alloc(8).toString('base64url') } })],
    ['no keys', (s: ReturnType<typeof newBrowser>['subscription']) => ({ endpoint: s.endpoint })],
  ])('refuses %s (400) and keeps nothing', async (_, broken) => {
    const diner = await signUpUser(ctx);
    const browser = newBrowser();
    const res = await subscribePush(ctx, diner, broken(browser.subscription));
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ statusCode: 400 });
    expect(await ownerOf(ctx, browser.subscription.endpoint)).toBeNull();
  });
});

describe('DELETE /api/push-subscriptions: stop pushes to this browser', () => {
  it('deletes the diner’s own subscription (204), then it is unknown (404)', async () => {
    const diner = await signUpUser(ctx);
    const browser = newBrowser();
    await subscribeBrowser(ctx, diner, browser);
    expect((await unsubscribePush(ctx, diner, browser.subscription.endpoint)).status).toBe(204);
    expect(await ownerOf(ctx, browser.subscription.endpoint)).toBeNull();
    expectError(await unsubscribePush(ctx, diner, browser.subscription.endpoint), 404, 'not_found');
  });

  it('a second diner cannot delete another’s subscription: 404, and it stays', async () => {
    const owner = await signUpUser(ctx);
    const other = await signUpUser(ctx);
    const browser = newBrowser();
    await subscribeBrowser(ctx, owner, browser);
    expectError(await unsubscribePush(ctx, other, browser.subscription.endpoint), 404, 'not_found');
    expect(await ownerOf(ctx, browser.subscription.endpoint)).toBe(owner.session.user.id);
  });

  it('needs a signed-in diner (401) and a valid endpoint (400)', async () => {
    expectError(await unsubscribePush(ctx, undefined, newBrowser().subscription.endpoint), 401, 'unauthenticated');
    expect((await unsubscribePush(ctx, await signUpUser(ctx), 'not a url')).status).toBe(400);
  });
});

describe('GET /api/push/public-key: the VAPID key browsers subscribe with', () => {
  it('with no keys configured, generates one pair on first use and answers it from then on, across a restart', async () => {
    const own = await createTestContext(RELAXED_RATE_LIMIT);
    try {
      expect(await storedKeyPairs(own)).toEqual([]);
      const first = await call(own, 'GET', '/api/push/public-key');
      expect(first.status).toBe(200);
      expect(first.json.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
      const restarted = { ...own, app: createApp({ ...own.deps, push: selectPushAdapter(own.deps.db, own.deps.env) }) };
      expect((await call(restarted, 'GET', '/api/push/public-key')).json).toEqual(first.json);
      expect(await storedKeyPairs(own)).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  itRace('instances starting at once agree on one pair (the first insert wins, the others read it back)', async () => {
    const own = await createTestContext(RELAXED_RATE_LIMIT);
    try {
      const instances = Array.from({ length: 6 }, () => ({ ...own, app: createApp({ ...own.deps, push: selectPushAdapter(own.deps.db, own.deps.env) }) }));
      const answers = await Promise.all(instances.map((instance) => call(instance, 'GET', '/api/push/public-key')));
      expect(answers.map((res) => res.status)).toEqual(instances.map(() => 200));
      expect(new Set(answers.map((res) => res.json.publicKey)).size).toBe(1);
      expect(await storedKeyPairs(own)).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('answers the configured key when WEB_PUSH_VAPID_* are set, and keeps none of its own', async () => {
    const keys = webPush.generateVAPIDKeys();
    const own = await createTestContext({ ...RELAXED_RATE_LIMIT, WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey });
    try {
      expect((await call(own, 'GET', '/api/push/public-key')).json).toEqual({ publicKey: keys.publicKey });
      expect(await storedKeyPairs(own)).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
