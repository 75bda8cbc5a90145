import { preloadWhenIdle } from '@/lib/when-idle';

describe('preloading a lazy module when the browser is idle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads it once, however many components ask, and only when idle', async () => {
    const load = jest.fn(() => Promise.resolve({}));
    for (let card = 0; card < 12; card += 1) preloadWhenIdle(load);
    expect(load).not.toHaveBeenCalled();

    jest.runAllTimers();
    await Promise.resolve();
    preloadWhenIdle(load);
    jest.runAllTimers();

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a load that failed (offline)', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    preloadWhenIdle(load);
    jest.runAllTimers();
    await new Promise(jest.requireActual<typeof import('timers')>('timers').setImmediate);

    preloadWhenIdle(load);
    jest.runAllTimers();

    expect(load).toHaveBeenCalledTimes(2);
  });
});
