import type { ServerEnv } from '@/config/env.server';
import type { Queryable } from '@/server/db/client';
import type { PushAdapter } from './push-adapter';
import { createWebPushAdapter } from './web-push-adapter';

export type PushEnv = Pick<ServerEnv, 'WEB_PUSH_VAPID_PUBLIC_KEY' | 'WEB_PUSH_VAPID_PRIVATE_KEY' | 'WEB_PUSH_SUBJECT' | 'CONTACT_EMAIL'>;

/** Web Push works with no configuration: without keys in env the app makes and keeps its own pair. */
export function selectPushAdapter(db: Queryable, env: PushEnv, transport?: typeof fetch): PushAdapter {
  return createWebPushAdapter({ db, env, subject: env.WEB_PUSH_SUBJECT ?? `mailto:${env.CONTACT_EMAIL}`, fetch: transport });
}
