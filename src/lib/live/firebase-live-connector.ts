import type { FirebaseLiveConfig } from '@/lib/firebase/firebase-live-config';
import type { LiveConnector } from './live-connector';

/** Where the session is resumed from: the key of the last event this tab heard. */
export interface FirebaseLiveResume {
  lastKey: string | null;
}

/**
 * The Firebase Realtime Database transport. The SDK (firebase/app, auth, database) is loaded on the
 * first connection only, so a site without Firebase configured never downloads it.
 */
export function createFirebaseLiveConnector(config: FirebaseLiveConfig): LiveConnector {
  const resume: FirebaseLiveResume = { lastKey: null };
  return {
    connect(handlers) {
      let closed = false;
      let stop: (() => void) | null = null;
      import('./firebase-live-session')
        .then(({ openFirebaseLiveSession }) => openFirebaseLiveSession(config, resume, handlers))
        .then(
          (close) => {
            if (closed) close();
            else stop = close;
          },
          () => {
            if (!closed) handlers.onError();
          },
        );
      return {
        close() {
          closed = true;
          stop?.();
        },
      };
    },
  };
}
