import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '@/server/http/app-env';

/**
 * One line per request once it is answered: method, route pattern (never the raw path or query,
 * which may carry personal data), status and duration. The request id comes from the logger.
 */
export const logRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  // After next(), the route index points at the handler that answered.
  const started = performance.now();
  await next();
  const status = c.res.status;
  const line = { method: c.req.method, route: routePath(c), status, durationMs: Math.round((performance.now() - started) * 10) / 10 };
  if (status >= 500) c.var.deps.logger.error(line, 'request failed');
  else c.var.deps.logger.info(line, 'request');
};
