/**
 * Fixed-window counters kept in this process. Enough for one instance; several instances
 * behind a load balancer would share the counters in Redis behind this same interface.
 */
export interface RateLimiter {
  /** Counts one hit; answers how many seconds to wait when the limit is exceeded. */
  hit(key: string, limit: number, windowSeconds: number, now?: number): { allowed: boolean; retryAfterSeconds: number };
  reset(): void;
}

export function createMemoryRateLimiter(maxKeys = 50_000): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    hit(key, limit, windowSeconds, now = Date.now()) {
      const windowMs = windowSeconds * 1000;
      const current = windows.get(key);
      if (!current || now - current.startedAt >= windowMs) {
        if (windows.size >= maxKeys) windows.clear();
        windows.set(key, { startedAt: now, count: 1 });
        return { allowed: true, retryAfterSeconds: 0 };
      }
      current.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((current.startedAt + windowMs - now) / 1000));
      return { allowed: current.count <= limit, retryAfterSeconds: current.count <= limit ? 0 : retryAfterSeconds };
    },
    reset() {
      windows.clear();
    },
  };
}
