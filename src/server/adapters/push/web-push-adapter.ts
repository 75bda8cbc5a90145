import webPush from 'web-push';
import type { Queryable } from '@/server/db/client';
import type { PushAdapter, PushOutcome } from './push-adapter';
import { loadVapidKeys, type VapidEnv, type VapidKeys } from './vapid-keys';

export interface WebPushAdapterOptions {
  db: Queryable;
  env: VapidEnv;
  /** mailto: or https: address push services may write to about our messages. */
  subject: string;
  /** Tests only: the transport, to reach a local push service. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const GONE_STATUSES = new Set([404, 410]);

/**
 * The `web-push` package encrypts the payload (aes128gcm) and signs the VAPID header; the request
 * itself goes out with fetch, bounded by a timeout so a slow push service never holds a request.
 */
export function createWebPushAdapter({ db, env, subject, fetch: transport = fetch, timeoutMs = 5_000 }: WebPushAdapterOptions): PushAdapter {
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    keys ??= loadVapidKeys(db, env).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };

  return {
    async publicKey() {
      return (await vapidKeys()).publicKey;
    },

    async send(target, payload, options): Promise<PushOutcome> {
      const { publicKey, privateKey } = await vapidKeys();
      const request = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: options.ttlSeconds,
        urgency: options.urgency,
      });
      // fetch sets the length of the body itself.
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
      const response = await transport(request.endpoint, { method: 'POST', headers, body: request.body ? new Uint8Array(request.body) : undefined, signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      if (response.ok) return { result: 'delivered' };
      return GONE_STATUSES.has(response.status) ? { result: 'gone' } : { result: 'failed', status: response.status };
    },
  };
}
