import { createDraftScheduler, DRAFT_DELAY_MS, type TDraftStatus } from '@/features/cart/model/draft-scheduler';

interface TSent {
  payload: string;
  signal: AbortSignal;
  resolve(): void;
  reject(error: unknown): void;
}

function setup() {
  const sent: TSent[] = [];
  const statuses: TDraftStatus[] = [];
  const scheduler = createDraftScheduler<string>({
    send: (payload, signal) => new Promise<void>((resolve, reject) => sent.push({ payload, signal, resolve, reject })),
    onStatus: (status) => statuses.push(status),
  });
  return { scheduler, sent, statuses };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('reservation draft scheduler', () => {
  it('§4 draft: one request about 1000 ms after the last of a burst of changes, with the latest draft', () => {
    const { scheduler, sent } = setup();
    scheduler.schedule('a');
    jest.advanceTimersByTime(400);
    scheduler.schedule('b');
    jest.advanceTimersByTime(400);
    scheduler.schedule('c');
    jest.advanceTimersByTime(DRAFT_DELAY_MS - 1);
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(sent.map((request) => request.payload)).toEqual(['c']);
    expect(DRAFT_DELAY_MS).toBe(1000);
  });

  it('§4 draft: a newer change cancels the pending request', async () => {
    const { scheduler, sent, statuses } = setup();
    scheduler.schedule('a');
    jest.advanceTimersByTime(DRAFT_DELAY_MS);
    expect(sent[0].signal.aborted).toBe(false);
    scheduler.schedule('b');
    expect(sent[0].signal.aborted).toBe(true);
    jest.advanceTimersByTime(DRAFT_DELAY_MS);
    sent[0].reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    sent[1].resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(sent.map((request) => request.payload)).toEqual(['a', 'b']);
    expect(statuses).toEqual(['pending', 'saving', 'pending', 'saving', 'saved']);
  });

  it('§4 draft: a failure is kept (error status), and flush sends it again', async () => {
    const { scheduler, sent, statuses } = setup();
    scheduler.schedule('a');
    jest.advanceTimersByTime(DRAFT_DELAY_MS);
    sent[0].reject(new Error('sold out'));
    await Promise.resolve();
    await Promise.resolve();
    expect(statuses.at(-1)).toBe('error');
    const flushed = scheduler.flush();
    expect(sent[1].payload).toBe('a');
    sent[1].resolve();
    await flushed;
    expect(statuses.at(-1)).toBe('saved');
  });

  it('flush sends a waiting change at once and resolves when it is saved', async () => {
    const { scheduler, sent } = setup();
    scheduler.schedule('a');
    let done = false;
    const flushed = scheduler.flush().then(() => (done = true));
    expect(sent.map((request) => request.payload)).toEqual(['a']);
    await Promise.resolve();
    expect(done).toBe(false);
    sent[0].resolve();
    await flushed;
    expect(done).toBe(true);
    jest.advanceTimersByTime(DRAFT_DELAY_MS * 2);
    expect(sent).toHaveLength(1);
  });

  it('flush rejects when the save fails, so the checkout does not confirm', async () => {
    const { scheduler, sent } = setup();
    scheduler.schedule('a');
    const flushed = scheduler.flush();
    sent[0].reject(new Error('expired'));
    await expect(flushed).rejects.toThrow('expired');
  });
});
