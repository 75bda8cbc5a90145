import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { ServerEnv } from '@/config/env.server';
import type { Queryable } from '@/server/db/client';
import { appKeys } from '@/server/db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export type VapidEnv = Pick<ServerEnv, 'WEB_PUSH_VAPID_PUBLIC_KEY' | 'WEB_PUSH_VAPID_PRIVATE_KEY'>;

const VAPID_KEY_NAME = 'web_push_vapid';

/**
 * The configured pair, else the one kept in app_keys: the first instance to need it inserts a fresh
 * pair and every later or concurrent one (whose insert does nothing) reads that same pair back.
 */
export async function loadVapidKeys(db: Queryable, env: VapidEnv): Promise<VapidKeys> {
  if (env.WEB_PUSH_VAPID_PUBLIC_KEY && env.WEB_PUSH_VAPID_PRIVATE_KEY) {
    return { publicKey: env.WEB_PUSH_VAPID_PUBLIC_KEY, privateKey: env.WEB_PUSH_VAPID_PRIVATE_KEY };
  }
  const generated = webPush.generateVAPIDKeys();
  await db.insert(appKeys).values({ name: VAPID_KEY_NAME, value: JSON.stringify(generated) }).onConflictDoNothing();
  const [row] = await db.select({ value: appKeys.value }).from(appKeys).where(eq(appKeys.name, VAPID_KEY_NAME)).limit(1);
  if (!row) throw new Error('the Web Push key pair could not be kept');
  return JSON.parse(row.value) as VapidKeys;
}
