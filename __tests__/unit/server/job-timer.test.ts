/** @jest-environment node */
import type { AppDeps } from '@/server/http/app-env';
import { startEmbeddedJobTimer, stopEmbeddedJobTimer } from '@/server/jobs/embedded-job-timer';
import { startJobTimer } from '@/server/jobs/job-timer';
import type { Logger } from '@/server/logging/logger';

jest.mock('@/server/jobs/run-due-jobs', () => ({ runDueJobs: jest.fn().mockResolvedValue({ remindersSent: 0 }) }));

const MINUTE = 60_000;
const fakeLogger = () => ({ info: jest.fn(), error: jest.fn() }) as unknown as Logger & { info: jest.Mock; error: jest.Mock };

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  stopEmbeddedJobTimer();
  jest.useRealTimers();
});

describe('the due jobs inside the server (embedded database)', () => {
  it('runs them at start and then every interval, until stopped', async () => {
    const run = jest.fn().mockResolvedValue({ remindersSent: 0 });
    const stop = startJobTimer({ intervalMs: 10 * MINUTE, run, logger: fakeLogger() });
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    expect(run).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(20 * MINUTE);
    expect(run).toHaveBeenCalledTimes(4);
    stop();
    await jest.advanceTimersByTimeAsync(30 * MINUTE);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('never starts a run while the previous one is still going', async () => {
    let finish: (value: { remindersSent: number }) => void = () => undefined;
    const run = jest.fn(() => new Promise<{ remindersSent: number }>((resolve) => (finish = resolve)));
    const stop = startJobTimer({ intervalMs: MINUTE, run, logger: fakeLogger() });
    await jest.advanceTimersByTimeAsync(3 * MINUTE);
    expect(run).toHaveBeenCalledTimes(1);
    finish({ remindersSent: 2 });
    await jest.advanceTimersByTimeAsync(MINUTE);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('logs a failed run and tries again at the next interval', async () => {
    const logger = fakeLogger();
    const run = jest.fn().mockRejectedValueOnce(new Error('database busy')).mockResolvedValue({ remindersSent: 1 });
    const stop = startJobTimer({ intervalMs: MINUTE, run, logger });
    await jest.advanceTimersByTimeAsync(0);
    expect(logger.error).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(MINUTE);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.info).toHaveBeenCalledWith({ remindersSent: 1 }, 'due jobs ran');
    stop();
  });

  it('starts only on the embedded database, only when an interval is set, and once per process', async () => {
    const deps = { logger: fakeLogger() } as unknown as AppDeps;
    const getDeps = jest.fn().mockResolvedValue(deps);
    expect(await startEmbeddedJobTimer({ DATABASE_URL: 'postgres://db/tablee', JOBS_INTERVAL_MINUTES: 10 }, getDeps)).toBe(false);
    expect(await startEmbeddedJobTimer({ DATABASE_URL: undefined, JOBS_INTERVAL_MINUTES: 0 }, getDeps)).toBe(false);
    expect(getDeps).not.toHaveBeenCalled();
    expect(await startEmbeddedJobTimer({ DATABASE_URL: undefined, JOBS_INTERVAL_MINUTES: 10 }, getDeps)).toBe(true);
    expect(await startEmbeddedJobTimer({ DATABASE_URL: undefined, JOBS_INTERVAL_MINUTES: 10 }, getDeps)).toBe(false);
    expect(getDeps).toHaveBeenCalledTimes(1);
  });
});
