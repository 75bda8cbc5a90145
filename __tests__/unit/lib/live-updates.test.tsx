import { act, render } from '@testing-library/react';
import { focusManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { LIVE_EVENT_BATCH_MS, LIVE_POLL_INTERVAL_MS, useLiveUpdates, type LiveSubscriptionOptions } from '@/lib/live/use-live-updates';
import { resetUiState, setAuthorized } from '@/lib/ui-state/ui-store';

/** Stands in for the browser's EventSource: the test opens, fails and feeds it. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    act(() => this.onopen?.(new Event('open')));
  }
  emit(data: unknown, lastEventId: string) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data), lastEventId })));
  }
  fail() {
    act(() => this.onerror?.(new Event('error')));
  }
}

const latest = () => FakeEventSource.instances[FakeEventSource.instances.length - 1];
const advance = (ms: number) => act(async () => jest.advanceTimersByTimeAsync(ms));

function LiveCounter({ fetchCount, subscription, queryKey = ['live'] }: { fetchCount: () => Promise<number>; subscription?: LiveSubscriptionOptions; queryKey?: string[] }) {
  const { data } = useQuery({ queryKey, queryFn: fetchCount, ...useLiveUpdates(subscription) });
  return <p>{data}</p>;
}

function renderLive(ui: React.ReactNode) {
  const client = new QueryClient();
  const view = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { client, ...view };
}

function counter() {
  const state = { calls: 0 };
  return { state, fetchCount: async () => (state.calls += 1) };
}

const chatOfThread = (id: string): LiveSubscriptionOptions => ({ queryKey: ['live'], types: ['chat'], id });

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  jest.useRealTimers();
  focusManager.setFocused(undefined);
  resetUiState();
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

describe('useLiveUpdates without a subscription: polling only', () => {
  it('asks again every 10 s while the tab is visible, and not while it is hidden', async () => {
    expect(LIVE_POLL_INTERVAL_MS).toBe(10_000);
    const { state, fetchCount } = counter();
    const { client } = renderLive(<LiveCounter fetchCount={fetchCount} />);
    await advance(0);
    expect(state.calls).toBe(1);
    await advance(10_000);
    expect(state.calls).toBe(2);
    await advance(9_000);
    expect(state.calls).toBe(2);
    focusManager.setFocused(false);
    await advance(30_000);
    expect(state.calls).toBe(2);
    expect(FakeEventSource.instances).toHaveLength(0);
    client.clear();
  });

  it('can be turned off (a query that must not poll)', () => {
    const options: { refetchInterval?: number | false } = {};
    function Probe() {
      Object.assign(options, useLiveUpdates(false));
      return null;
    }
    renderLive(<Probe />);
    expect(options.refetchInterval).toBe(false);
  });
});

describe('useLiveUpdates with the live channel (GET /api/live)', () => {
  beforeEach(() => setAuthorized(true));

  it('refetches the query when an event of its kind about its id arrives, and not for another kind or id', async () => {
    const { state, fetchCount } = counter();
    renderLive(<LiveCounter fetchCount={fetchCount} subscription={chatOfThread('thread-1')} />);
    await advance(0);
    expect(state.calls).toBe(1);
    const source = latest();
    expect(source.url).toBe('http://localhost/api/live');
    source.open();

    source.emit({ type: 'group', id: 'thread-1' }, '1');
    source.emit({ type: 'chat', id: 'thread-2' }, '2');
    await advance(LIVE_EVENT_BATCH_MS);
    expect(state.calls).toBe(1);

    source.emit({ type: 'chat', id: 'thread-1' }, '3');
    await advance(LIVE_EVENT_BATCH_MS);
    expect(state.calls).toBe(2);
  });

  it('refetches once for events arriving together (a replay after reconnecting)', async () => {
    const { state, fetchCount } = counter();
    renderLive(<LiveCounter fetchCount={fetchCount} subscription={chatOfThread('thread-1')} />);
    await advance(0);
    latest().open();
    for (const id of ['1', '2', '3']) latest().emit({ type: 'chat', id: 'thread-1' }, id);
    await advance(LIVE_EVENT_BATCH_MS);
    expect(state.calls).toBe(2);
  });

  it('polls every 10 s only while the channel is not connected', async () => {
    const { state, fetchCount } = counter();
    renderLive(<LiveCounter fetchCount={fetchCount} subscription={chatOfThread('thread-1')} />);
    await advance(0);
    await advance(10_000);
    expect(state.calls).toBe(2);

    latest().open();
    await advance(60_000);
    expect(state.calls).toBe(2);

    latest().fail();
    await advance(10_000);
    expect(state.calls).toBe(3);
  });

  it('shares one EventSource between every live query of the tab, and closes it when signed out', async () => {
    const first = counter();
    const second = counter();
    renderLive(
      <>
        <LiveCounter fetchCount={first.fetchCount} subscription={chatOfThread('thread-1')} />
        <LiveCounter fetchCount={second.fetchCount} queryKey={['other']} subscription={{ queryKey: ['other'], types: ['group'] }} />
      </>,
    );
    await advance(0);
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = latest();
    source.open();
    source.emit({ type: 'group', id: 'booking-1' }, '7');
    await advance(LIVE_EVENT_BATCH_MS);
    expect([first.state.calls, second.state.calls]).toEqual([1, 2]);

    act(() => setAuthorized(false));
    expect(source.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('does not connect while signed out', async () => {
    act(() => setAuthorized(false));
    const { fetchCount } = counter();
    renderLive(<LiveCounter fetchCount={fetchCount} subscription={chatOfThread('thread-1')} />);
    await advance(0);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('§9 realtime client: reconnects after 1 s, then 1.3 s, asking for what it missed after the last event id', async () => {
    const { fetchCount } = counter();
    renderLive(<LiveCounter fetchCount={fetchCount} subscription={chatOfThread('thread-1')} />);
    await advance(0);
    latest().open();
    latest().emit({ type: 'chat', id: 'thread-1' }, '42');
    latest().fail();
    expect(latest().closed).toBe(true);

    await advance(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    await advance(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(latest().url).toBe('http://localhost/api/live?lastEventId=42');

    latest().fail();
    await advance(1_299);
    expect(FakeEventSource.instances).toHaveLength(2);
    await advance(1);
    expect(FakeEventSource.instances).toHaveLength(3);

    // A connection that opens starts the delay over at 1 s.
    latest().open();
    latest().fail();
    await advance(1_000);
    expect(FakeEventSource.instances).toHaveLength(4);
  });
});
