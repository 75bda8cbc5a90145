import type { Db } from '@/server/db/client';
import type { Logger } from '@/server/logging/logger';
import type { RealtimeAdapter } from './realtime-adapter';
import { createSseRealtimeAdapter } from './sse-realtime-adapter';
import { createFirebaseRealtimeAdapter } from './firebase/firebase-realtime-adapter';
import { firebaseServiceAccountOf, type FirebaseEnv } from './firebase/firebase-service-account';
import { createAccessTokenSource } from './firebase/google-access-token';
import { createRtdbRestClient } from './firebase/rtdb-rest-client';

/**
 * DESIGN rule 8: chosen once at start. By default our own SSE: fanned out across instances by
 * PostgreSQL LISTEN/NOTIFY when the app runs on a server (`listenUrl`, the DATABASE_URL), handed
 * over in process on the embedded PGlite (one process owns it). With a Firebase service account
 * configured, Firebase Realtime Database on top of it (firebase/firebase-realtime-adapter.ts).
 */
export function selectRealtimeAdapter(parts: { db: Db; env: FirebaseEnv; logger: Logger; now: () => Date; listenUrl?: string }): RealtimeAdapter {
  const sse = createSseRealtimeAdapter(parts);
  const account = firebaseServiceAccountOf(parts.env);
  if (!account) return sse;
  // Google checks the assertion against the real time, never a shifted test clock.
  const rtdb = createRtdbRestClient(account, createAccessTokenSource(account, () => new Date()));
  return createFirebaseRealtimeAdapter({ sse, rtdb, now: parts.now });
}
