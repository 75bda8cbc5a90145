/** Where a browser wants its pushes: the push service's endpoint and the keys that encrypt for it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushSendOptions {
  /** Seconds the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  urgency: PushUrgency;
}

/**
 * `delivered`: the push service took the message; `gone`: it answered 404/410, the subscription no
 * longer exists; `failed`: any other answer, with its HTTP status.
 */
export type PushOutcome = { result: 'delivered' } | { result: 'gone' } | { result: 'failed'; status: number };

/** Web Push (RFC 8030/8291/8292): one encrypted message to one browser subscription. */
export interface PushAdapter {
  /** The VAPID public key (base64url) browsers subscribe with. */
  publicKey(): Promise<string>;
  /** Throws only when the push service could not be reached. */
  send(target: PushTarget, payload: string, options: PushSendOptions): Promise<PushOutcome>;
}
