import type { Db } from '@/server/db/client';
import type { Logger } from '@/server/logging/logger';
import type { RealtimeAdapter } from './realtime-adapter';
import { createSseRealtimeAdapter } from './sse-realtime-adapter';

/**
 * DESIGN rule 8: chosen once at start. Today one implementation, our own SSE: fanned out across
 * instances by PostgreSQL LISTEN/NOTIFY when the app runs on a server (`listenUrl`, the
 * DATABASE_URL), handed over in process on the embedded PGlite (one process owns it).
 */
export function selectRealtimeAdapter(parts: { db: Db; logger: Logger; now: () => Date; listenUrl?: string }): RealtimeAdapter {
  return createSseRealtimeAdapter(parts);
}
