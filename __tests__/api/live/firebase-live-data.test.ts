/** @jest-environment node */
import { asc } from 'drizzle-orm';
import { importSPKI, jwtVerify } from 'jose';
import { cities, restaurants } from '@/server/db/schema';
import { CUSTOM_TOKEN_AUDIENCE } from '@/server/adapters/realtime/firebase/firebase-custom-token';
import { pushKeyTime } from '@/server/adapters/realtime/firebase/push-key';
import { createFirebaseRealtimeAdapter, FIREBASE_EVENT_TTL_MS } from '@/server/adapters/realtime/firebase/firebase-realtime-adapter';
import { firebaseServiceAccountOf } from '@/server/adapters/realtime/firebase/firebase-service-account';
import { createAccessTokenSource } from '@/server/adapters/realtime/firebase/google-access-token';
import { createRtdbRestClient } from '@/server/adapters/realtime/firebase/rtdb-rest-client';
import { createSseRealtimeAdapter } from '@/server/adapters/realtime/sse-realtime-adapter';
import { readServerEnv } from '@/config/env.server';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { canWrite } from '../../unit/firebase/rules-evaluator';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { collectLogs, type CollectedLogs } from '../platform/log-collector';
import { startFakeFirebase, type FakeFirebase } from '../support/fake-firebase';

const PUSH_KEY = /^[-0-9A-Za-z_]{20}$/;

let fake: FakeFirebase;
let logs: CollectedLogs;
let ctx: TestContext;
let restaurantIds: number[];
let abidjanId: number;

beforeAll(async () => {
  fake = await startFakeFirebase();
  logs = collectLogs();
  ctx = await createTestContext(fake.env, { logger: logs.logger });
  restaurantIds = (await ctx.deps.db.select({ id: restaurants.id }).from(restaurants).orderBy(asc(restaurants.id)).limit(2)).map((row) => row.id);
  abidjanId = (await ctx.deps.db.select({ id: cities.id, slug: cities.slug }).from(cities)).find((row) => row.slug === 'abidjan')!.id;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
afterEach(() => fake.failWrites(false));

const uidOf = (diner: SignedUpUser) => diner.session.user.id;
const node = (diner: SignedUpUser, path: string) => fake.read(`users/${uidOf(diner)}/${path}`);
const eventsOf = (diner: SignedUpUser) => Object.entries((node(diner, 'events') ?? {}) as Record<string, { type: string; id: string; at: number }>);

describe('users/{uid} mirror in Firebase Realtime Database (SPEC §3 per-user realtime data, §7 realtime database connection)', () => {
  it('selects the Firebase adapter when its service account is configured', () => {
    expect(ctx.deps.realtime.kind).toBe('firebase');
  });

  it('mirrors users/{uid}/favorite after a favourite is added, keyed by its generated key, and empties it when removed', async () => {
    const diner = await signUpUser(ctx);
    const added = await call(ctx, 'POST', '/api/favorites', { token: diner.token, body: { restaurantId: restaurantIds[0] } });
    expect(added.status).toBe(201);
    const key = added.json.key as string;
    expect(node(diner, 'favorite')).toEqual({ [key]: { key, restaurantId: restaurantIds[0], createdAt: added.json.createdAt } });

    expect((await call(ctx, 'DELETE', `/api/favorites/${key}`, { token: diner.token })).status).toBe(204);
    expect(node(diner, 'favorite')).toBeNull();
  });

  it('publishes the live event under users/{uid}/events with a push-style generated key, in order', async () => {
    const diner = await signUpUser(ctx);
    const first = await call(ctx, 'POST', '/api/favorites', { token: diner.token, body: { restaurantId: restaurantIds[0] } });
    const second = await call(ctx, 'POST', '/api/favorites', { token: diner.token, body: { restaurantId: restaurantIds[1] } });
    const events = eventsOf(diner).sort(([a], [b]) => (a < b ? -1 : 1));
    expect(events.map(([, event]) => ({ type: event.type, id: event.id }))).toEqual([
      { type: 'favorite', id: first.json.key },
      { type: 'favorite', id: second.json.key },
    ]);
    for (const [key, event] of events) {
      expect(key).toMatch(PUSH_KEY);
      expect(pushKeyTime(key)).toBe(event.at);
    }
  });

  it('mirrors users/{uid}/address on create, update and delete, each address keyed by its id', async () => {
    const diner = await signUpUser(ctx);
    const created = await call(ctx, 'POST', '/api/addresses', { token: diner.token, body: { label: 'Maison', line1: '12 rue des Jardins', cityId: abidjanId } });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect(node(diner, `address/${id}`)).toMatchObject({ key: id, label: 'Maison', line1: '12 rue des Jardins', cityId: abidjanId, isDefault: true });

    expect((await call(ctx, 'PATCH', `/api/addresses/${id}`, { token: diner.token, body: { label: 'Bureau' } })).status).toBe(200);
    expect(node(diner, `address/${id}/label`)).toBe('Bureau');

    expect((await call(ctx, 'DELETE', `/api/addresses/${id}`, { token: diner.token })).status).toBe(204);
    expect(node(diner, 'address')).toBeNull();
  });

  it('mirrors users/{uid}/settings and info when the diner changes them, never the password hash nor the e-mail', async () => {
    const diner = await signUpUser(ctx);
    const res = await call(ctx, 'PATCH', '/api/users/my-users', {
      token: diner.token,
      body: { firstName: 'Awa', lastName: 'Koné', settings: { language: 'en', notifications: { newsletter: false } } },
    });
    expect(res.status).toBe(200);
    expect(node(diner, 'settings')).toEqual({ language: 'en', money: res.json.settings.moneyId, notifications: { application: true, newsletter: false, specialOffers: true } });
    expect(node(diner, 'info')).toEqual({ name: 'Awa Koné' });
    expect(JSON.stringify(fake.read(`users/${uidOf(diner)}`))).not.toMatch(/argon|\$2[aby]\$|scrypt|@example/);
  });

  it('§8: a failed realtime database write is logged without personal data and the API call still succeeds', async () => {
    const diner = await signUpUser(ctx);
    logs.clear();
    fake.failWrites(true);
    const added = await call(ctx, 'POST', '/api/favorites', { token: diner.token, body: { restaurantId: restaurantIds[0] } });
    expect(added.status).toBe(201);
    expect(node(diner, 'favorite')).toBeNull();
    const failures = logs.lines().filter((line) => line.level === 50);
    expect(failures.map((line) => line.msg)).toEqual(expect.arrayContaining(['could not publish a live event', 'could not mirror user data to the realtime database']));
    expect(failures.find((line) => line.msg === 'could not mirror user data to the realtime database')).toMatchObject({ userDataNode: 'favorite' });
    expect(logs.text()).not.toContain(uidOf(diner));
    expect(logs.text()).not.toContain(diner.email);
    expect(logs.text()).not.toContain('ya29.');
  });

  it('asks the OAuth token endpoint once and reuses the access token until it nears expiry', async () => {
    const diner = await signUpUser(ctx);
    const before = fake.tokenRequests;
    await call(ctx, 'POST', '/api/favorites', { token: diner.token, body: { restaurantId: restaurantIds[0] } });
    await call(ctx, 'POST', '/api/favorites', { token: diner.token, body: { restaurantId: restaurantIds[1] } });
    expect(fake.tokenRequests).toBe(before);
    expect(fake.tokenRequests).toBe(1);
  });

  it('removes users/{uid} when the account is deleted', async () => {
    const diner = await signUpUser(ctx);
    await call(ctx, 'POST', '/api/favorites', { token: diner.token, body: { restaurantId: restaurantIds[0] } });
    expect(node(diner, 'favorite')).not.toBeNull();
    const res = await call(ctx, 'DELETE', '/api/users/my-users', { token: diner.token, body: { password: diner.password } });
    expect(res.status).toBe(204);
    expect(fake.read(`users/${uidOf(diner)}`)).toBeNull();
  });
});

describe('the mirrored nodes and firebase/database.rules.json (SPEC §3 per-user realtime data)', () => {
  it('every users/{uid} the server wrote passes the rules’ validation, as that diner writing it', async () => {
    const diner = await signUpUser(ctx);
    const address = { label: 'Maison', line1: '12 rue des Jardins', line2: 'Porte bleue', district: 'Cocody', cityId: abidjanId, phone: { country: 'CI', number: '07 12 34 56 78' }, landmark: 'Pharmacie', latitude: 5.35, longitude: -4.0 };
    expect((await call(ctx, 'POST', '/api/addresses', { token: diner.token, body: address })).status).toBe(201);
    expect((await call(ctx, 'POST', '/api/live/firebase-token', { token: diner.token })).status).toBe(200);
    const rules = JSON.parse(readFileSync(path.join(process.cwd(), 'firebase/database.rules.json'), 'utf8')).rules;
    const mirrored = Object.entries((fake.read('users') ?? {}) as Record<string, unknown>);
    expect(mirrored.length).toBeGreaterThan(3);
    for (const [uid, data] of mirrored) expect([uid, canWrite(rules, { uid }, `users/${uid}`, data)]).toEqual([uid, true]);
  });
});

describe('POST /api/live/firebase-token (SPEC §7 realtime database connection from the client)', () => {
  it('answers 401 without a bearer token', async () => {
    expectError(await call(ctx, 'POST', '/api/live/firebase-token'), 401, 'unauthenticated');
  });

  it('answers a custom token for the caller’s own uid, signed by the service account (verifiable with its public key)', async () => {
    const diner = await signUpUser(ctx);
    const res = await call(ctx, 'POST', '/api/live/firebase-token', { token: diner.token });
    expect(res.status).toBe(200);
    expect(res.json.uid).toBe(uidOf(diner));
    const { payload, protectedHeader } = await jwtVerify(res.json.token, await importSPKI(fake.publicKeyPem, 'RS256'), {
      issuer: fake.clientEmail,
      subject: fake.clientEmail,
      audience: CUSTOM_TOKEN_AUDIENCE,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.uid).toBe(uidOf(diner));
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(3600);
  });

  it('mirrors the diner’s whole data before answering, so a diner from before Firebase reads it complete', async () => {
    const diner = await signUpUser(ctx);
    expect(node(diner, 'settings')).toBeNull();
    await call(ctx, 'POST', '/api/live/firebase-token', { token: diner.token });
    expect(node(diner, 'settings')).toMatchObject({ language: expect.any(String), notifications: { application: true } });
  });
});

describe('POST /api/live/firebase-token without Firebase', () => {
  it('answers 404 firebase_not_configured, and the SSE adapter is selected', async () => {
    const plain = await createTestContext();
    try {
      expect(plain.deps.realtime.kind).toBe('sse');
      const diner = await signUpUser(plain);
      expectError(await call(plain, 'POST', '/api/live/firebase-token', { token: diner.token }), 404, 'firebase_not_configured');
    } finally {
      await plain.close();
    }
  });
});

describe('users/{uid}/events pruning (SPEC §3 per-user realtime data: events are kept 10 minutes)', () => {
  it('drops a user’s events older than 10 minutes when it publishes again, and keeps the recent ones', async () => {
    const account = firebaseServiceAccountOf(readServerEnv({ NODE_ENV: 'test', ...fake.env }))!;
    let clock = Date.parse('2026-03-02T12:00:00Z');
    const now = () => new Date(clock);
    const adapter = createFirebaseRealtimeAdapter({
      sse: createSseRealtimeAdapter({ db: ctx.database.db, logger: logs.logger, now }),
      rtdb: createRtdbRestClient(account, createAccessTokenSource(account, () => new Date())),
      now,
    });
    const diner = await signUpUser(ctx);
    await adapter.publish([uidOf(diner)], { type: 'order', id: 'old' });
    clock += 5 * 60_000;
    await adapter.publish([uidOf(diner)], { type: 'order', id: 'recent' });
    clock += FIREBASE_EVENT_TTL_MS + 60_000 - 5 * 60_000 + 1;
    await adapter.publish([uidOf(diner)], { type: 'order', id: 'new' });
    expect(eventsOf(diner).map(([, event]) => event.id).sort()).toEqual(['new', 'recent']);
    await adapter.close();
  });
});
