import type { TLiveEvent } from '@/contracts/live-contract';
import { createLiveChannel, LIVE_CONNECT_TIMEOUT_MS } from '@/lib/live/live-channel';
import { createFirebaseLiveConnector } from '@/lib/live/firebase-live-connector';

/**
 * The firebase SDK stood in for at its module boundary (firebase/app, firebase/auth, firebase/database)
 * and the API client at ours: the test signs in, fails, connects and pushes children.
 */
type Query = { path: string; constraints: { kind: string; value?: unknown }[] };
type Child = { key: string; val: () => unknown };
const fake = {
  signIns: [] as string[],
  signInFails: 0,
  existing: [] as Child[],
  childListeners: [] as { query: Query; onChild: (child: Child) => void; onCancel: () => void; active: boolean }[],
  connectedListeners: [] as ((snapshot: { val: () => unknown }) => void)[],
};

jest.mock('firebase/app', () => ({
  getApps: () => [],
  initializeApp: (config: unknown, name: string) => ({ name, options: config }),
}));
jest.mock('firebase/auth', () => ({
  inMemoryPersistence: { type: 'NONE' },
  initializeAuth: () => ({}),
  signInWithCustomToken: async (_auth: unknown, token: string) => {
    fake.signIns.push(token);
    if (fake.signInFails > 0) {
      fake.signInFails -= 1;
      throw new Error('auth/network-request-failed');
    }
    return { user: { uid: 'diner-1' } };
  },
}));
jest.mock('firebase/database', () => ({
  getDatabase: () => ({}),
  ref: (_db: unknown, path: string) => ({ path, constraints: [] }),
  query: (base: Query, ...constraints: Query['constraints']) => ({ path: base.path, constraints }),
  orderByKey: () => ({ kind: 'orderByKey' }),
  limitToLast: (value: number) => ({ kind: 'limitToLast', value }),
  startAfter: (value: string) => ({ kind: 'startAfter', value }),
  get: async () => ({ forEach: (each: (child: Child) => void) => fake.existing.slice(-1).forEach(each) }),
  onChildAdded: (query: Query, onChild: (child: Child) => void, onCancel: () => void) => {
    const listener = { query, onChild, onCancel, active: true };
    fake.childListeners.push(listener);
    return () => void (listener.active = false);
  },
  onValue: (_query: Query, listener: (snapshot: { val: () => unknown }) => void) => {
    fake.connectedListeners.push(listener);
    return () => fake.connectedListeners.splice(fake.connectedListeners.indexOf(listener), 1);
  },
}));
jest.mock('@/lib/api-client/api-client', () => ({
  apiClient: { post: jest.fn(async (path: string) => (path === '/live/firebase-token' ? { token: `custom-token-${fake.signIns.length + 1}`, uid: 'diner-1' } : null)) },
}));

const CONFIG = { apiKey: 'key', projectId: 'tablee-test', databaseURL: 'https://tablee-test.firebaseio.example' };
const flush = () => jest.advanceTimersByTimeAsync(0);
const child = (key: string, value: unknown): Child => ({ key, val: () => value });
const latestListener = () => fake.childListeners[fake.childListeners.length - 1]!;
const setConnected = (connected: boolean) => fake.connectedListeners.forEach((listener) => listener({ val: () => connected }));

function openChannel() {
  const channel = createLiveChannel(async () => createFirebaseLiveConnector(CONFIG));
  const heard: TLiveEvent[] = [];
  const unsubscribe = channel.subscribe((event) => heard.push(event));
  return { channel, heard, unsubscribe };
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.assign(fake, { signIns: [], signInFails: 0, existing: [], childListeners: [], connectedListeners: [] });
});
afterEach(() => jest.useRealTimers());

describe('live channel through Firebase Realtime Database (SPEC §7 realtime database connection, §9 realtime client timings)', () => {
  it('signs in with the custom token from POST /live/firebase-token and feeds users/{uid}/events to the same listeners', async () => {
    const { channel, heard, unsubscribe } = openChannel();
    await flush();
    expect(fake.signIns).toEqual(['custom-token-1']);
    expect(latestListener().query.path).toBe('users/diner-1/events');
    expect(channel.getStatus()).toBe('disconnected');
    setConnected(true);
    expect(channel.getStatus()).toBe('connected');

    latestListener().onChild(child('-OKx0001aaaaaaaaaaaa', { type: 'chat', id: 'conv-1', at: 1 }));
    latestListener().onChild(child('-OKx0002aaaaaaaaaaaa', { type: 'nonsense', id: 'x', at: 2 }));
    latestListener().onChild(child('-OKx0003aaaaaaaaaaaa', { type: 'order', id: 'order-7', at: 3 }));
    expect(heard).toEqual([
      { type: 'chat', id: 'conv-1' },
      { type: 'order', id: 'order-7' },
    ]);
    unsubscribe();
    expect(latestListener().active).toBe(false);
  });

  it('hears only what comes after the newest event already there, not the last ten minutes again', async () => {
    fake.existing = [child('-OKw0001aaaaaaaaaaaa', { type: 'chat', id: 'old', at: 1 })];
    openChannel();
    await flush();
    expect(latestListener().query.constraints).toEqual([{ kind: 'orderByKey' }, { kind: 'startAfter', value: '-OKw0001aaaaaaaaaaaa' }]);
  });

  it('polls while the SDK is reconnecting by itself, without starting a new session', async () => {
    const { channel } = openChannel();
    await flush();
    setConnected(true);
    setConnected(false);
    expect(channel.getStatus()).toBe('disconnected');
    await jest.advanceTimersByTimeAsync(LIVE_CONNECT_TIMEOUT_MS * 2);
    expect(fake.signIns).toHaveLength(1);
    setConnected(true);
    expect(channel.getStatus()).toBe('connected');
  });

  it('after a failed sign-in tries again 1 s later, then 1.3 s after the next failure', async () => {
    fake.signInFails = 2;
    openChannel();
    await flush();
    expect(fake.signIns).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(fake.signIns).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.signIns).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1_299);
    expect(fake.signIns).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.signIns).toHaveLength(3);
    expect(latestListener().query.path).toBe('users/diner-1/events');
  });

  it('gives a session not connected within 30 s up and opens another', async () => {
    openChannel();
    await flush();
    await jest.advanceTimersByTimeAsync(LIVE_CONNECT_TIMEOUT_MS - 1);
    expect(fake.signIns).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1 + 1_000);
    expect(fake.signIns).toHaveLength(2);
    expect(fake.childListeners[0]!.active).toBe(false);
  });

  it('when the listener is refused, opens a new session that resumes after the last event heard', async () => {
    const { heard } = openChannel();
    await flush();
    setConnected(true);
    latestListener().onChild(child('-OKx0005aaaaaaaaaaaa', { type: 'booking', id: 'b-1', at: 5 }));
    latestListener().onCancel();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(fake.signIns).toHaveLength(2);
    expect(latestListener().query.constraints).toEqual([{ kind: 'orderByKey' }, { kind: 'startAfter', value: '-OKx0005aaaaaaaaaaaa' }]);
    latestListener().onChild(child('-OKx0006aaaaaaaaaaaa', { type: 'booking', id: 'b-2', at: 6 }));
    expect(heard.map((event) => event.id)).toEqual(['b-1', 'b-2']);
  });
});

describe('which transport the tab uses (README "Live data with Firebase")', () => {
  const FIREBASE_ENV = { NEXT_PUBLIC_FIREBASE_API_KEY: 'key', NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'tablee-test', NEXT_PUBLIC_FIREBASE_DATABASE_URL: 'https://tablee-test.firebaseio.example' };
  afterEach(() => {
    for (const name of Object.keys(FIREBASE_ENV)) delete process.env[name];
  });

  const connectWithEnv = async () => {
    let select!: typeof import('@/lib/live/select-live-connector').selectLiveConnector;
    jest.isolateModules(() => {
      ({ selectLiveConnector: select } = jest.requireActual<typeof import('@/lib/live/select-live-connector')>('@/lib/live/select-live-connector'));
    });
    const opened: string[] = [];
    (globalThis as { EventSource?: unknown }).EventSource = class {
      constructor(url: string) {
        opened.push(url);
      }
      close() {}
    };
    try {
      const connection = select().connect({ onOpen() {}, onEvent() {}, onInterrupted() {}, onError() {} });
      await flush();
      connection?.close();
    } finally {
      delete (globalThis as { EventSource?: unknown }).EventSource;
    }
    return opened;
  };

  it('listens through Firebase when the database URL, API key and project are configured', async () => {
    Object.assign(process.env, FIREBASE_ENV);
    expect(await connectWithEnv()).toEqual([]);
    expect(fake.signIns).toHaveLength(1);
  });

  it('uses GET /api/live over SSE otherwise, and never signs in to Firebase', async () => {
    expect((await connectWithEnv())[0]).toMatch(/\/api\/live$/);
    expect(fake.signIns).toHaveLength(0);
  });
});
