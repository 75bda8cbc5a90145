import type { Context } from 'hono';
import type { AppEnv } from '@/server/http/app-env';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The caller's address for rate-limit keys. X-Forwarded-For is only believed behind a proxy we
 * run (TRUST_PROXY), and then only its first hop; otherwise the socket address from
 * @hono/node-server, or 'local' when there is none (app.request() in tests).
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.env.TRUST_PROXY) {
    const firstHop = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (firstHop) return firstHop;
  }
  const bindings = c.env as NodeBindings | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? 'local';
}
