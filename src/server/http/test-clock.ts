import type { MiddlewareHandler } from 'hono';
import { badRequest } from './app-error-factory';
import type { AppEnv } from './app-env';

export const TEST_CLOCK_HEADER = 'x-test-clock-offset';
const MAX_OFFSET_MS = 366 * 86_400_000;

/** The header's offset in milliseconds, or null without one; a malformed or huge value is a 400. */
export function readClockOffset(header: string | undefined): number | null {
  if (header === undefined) return null;
  const offset = /^-?\d{1,12}$/.test(header.trim()) ? Number(header.trim()) : Number.NaN;
  if (!Number.isSafeInteger(offset) || Math.abs(offset) > MAX_OFFSET_MS) {
    throw badRequest('bad_request', `${TEST_CLOCK_HEADER} must be a whole number of milliseconds within ±366 days`);
  }
  return offset;
}

/**
 * Mounted only when TEST_CLOCK=enabled (never in a real deployment, see env.server.ts): a request
 * carrying `X-Test-Clock-Offset: <ms>` sees `deps.now()` that far ahead. The shift belongs to the
 * request, so one browser context of an end-to-end test can let a booking's time pass without
 * moving the clock of the tests running beside it.
 */
export const applyTestClock: MiddlewareHandler<AppEnv> = async (c, next) => {
  const offset = readClockOffset(c.req.header(TEST_CLOCK_HEADER));
  if (offset !== null) {
    const deps = c.var.deps;
    c.set('deps', { ...deps, now: () => new Date(deps.now().getTime() + offset) });
  }
  await next();
};
