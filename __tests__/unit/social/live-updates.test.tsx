import { act, render } from '@testing-library/react';
import { focusManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { LIVE_POLL_INTERVAL_MS, useLiveUpdates } from '@/lib/live/use-live-updates';

function LiveCounter({ fetchCount }: { fetchCount: () => Promise<number> }) {
  const { data } = useQuery({ queryKey: ['live'], queryFn: fetchCount, ...useLiveUpdates() });
  return <p>{data}</p>;
}

describe('live updates until the live-data channel exists', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('asks again every 10 s while the tab is visible, and not while it is hidden', async () => {
    expect(LIVE_POLL_INTERVAL_MS).toBe(10_000);
    let calls = 0;
    const fetchCount = async () => (calls += 1);
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <LiveCounter fetchCount={fetchCount} />
      </QueryClientProvider>,
    );
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(calls).toBe(1);
    await act(async () => jest.advanceTimersByTimeAsync(10_000));
    expect(calls).toBe(2);
    await act(async () => jest.advanceTimersByTimeAsync(9_000));
    expect(calls).toBe(2);

    focusManager.setFocused(false);
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(calls).toBe(2);
    client.clear();
  });

  it('can be turned off (a query that must not poll)', () => {
    const options: { refetchInterval?: number | false } = {};
    function Probe() {
      Object.assign(options, useLiveUpdates(false));
      return null;
    }
    render(<Probe />);
    expect(options.refetchInterval).toBe(false);
  });
});
