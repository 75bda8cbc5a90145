import { getClientEnv } from '@/config/env.client';
import { firebaseLiveConfigOf } from '@/lib/firebase/firebase-live-config';
import type { LiveConnector } from './live-connector';
import { createFirebaseLiveConnector } from './firebase-live-connector';
import { createSseLiveConnector } from './sse-live-connector';

/** Firebase Realtime Database when the browser is configured for it, else our SSE at GET /api/live: the listeners cannot tell. */
export function selectLiveConnector(): LiveConnector {
  const firebase = firebaseLiveConfigOf(getClientEnv());
  return firebase ? createFirebaseLiveConnector(firebase) : createSseLiveConnector();
}
