import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { initializeAuth, inMemoryPersistence, signInWithCustomToken, type Auth } from 'firebase/auth';
import { get, getDatabase, limitToLast, onChildAdded, onValue, orderByKey, query, ref, startAfter } from 'firebase/database';
import { toLiveEvent } from '@/contracts/live-contract';
import type { TFirebaseLiveToken } from '@/contracts/live-firebase-contract';
import { apiClient } from '@/lib/api-client/api-client';
import type { FirebaseLiveConfig } from '@/lib/firebase/firebase-live-config';
import type { LiveConnectionHandlers } from './live-connector';
import type { FirebaseLiveResume } from './firebase-live-connector';

/** Its own app, so the live channel's sign-in never mixes with another Firebase use of the page. */
const LIVE_APP_NAME = 'tablee-live';
let live: { app: FirebaseApp; auth: Auth } | null = null;

function liveApp(config: FirebaseLiveConfig) {
  if (!live) {
    const app = getApps().find((candidate) => candidate.name === LIVE_APP_NAME) ?? initializeApp(config, LIVE_APP_NAME);
    // In memory: the diner's API session is what signs them in, each time; nothing outlives the tab.
    live = { app, auth: initializeAuth(app, { persistence: inMemoryPersistence }) };
  }
  return live;
}

/**
 * Signs in with a custom token from POST /api/live/firebase-token (uid = our user id) and listens to
 * `users/{uid}/events`: a resumed session hears what came after the last key it saw, a new one only
 * what comes next. `.info/connected` tells open from interrupted; while interrupted the SDK reconnects
 * by itself, 1 s ×1.3 up to 5 min with a 45 s keepalive — SPEC §9's timings are its own. A refused
 * listener (the sign-in expired or changed) ends the session: the channel opens a new one.
 */
export async function openFirebaseLiveSession(config: FirebaseLiveConfig, resume: FirebaseLiveResume, handlers: LiveConnectionHandlers): Promise<() => void> {
  const { app, auth } = liveApp(config);
  const { token } = await apiClient.post<TFirebaseLiveToken>('/live/firebase-token', { showError: false });
  const { user } = await signInWithCustomToken(auth, token);
  const database = getDatabase(app);
  const events = ref(database, `users/${user.uid}/events`);
  if (resume.lastKey === null) {
    (await get(query(events, orderByKey(), limitToLast(1)))).forEach((child) => {
      resume.lastKey = child.key;
    });
  }
  const heard = resume.lastKey === null ? query(events, orderByKey()) : query(events, orderByKey(), startAfter(resume.lastKey));
  const stopEvents = onChildAdded(
    heard,
    (snapshot) => {
      if (snapshot.key) resume.lastKey = snapshot.key;
      const event = toLiveEvent(snapshot.val());
      if (event) handlers.onEvent(event);
    },
    () => handlers.onError(),
  );
  const stopStatus = onValue(ref(database, '.info/connected'), (snapshot) => (snapshot.val() === true ? handlers.onOpen() : handlers.onInterrupted()));
  return () => {
    stopEvents();
    stopStatus();
  };
}
