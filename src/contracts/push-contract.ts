import { z } from 'zod';

/** A push service URL; browsers give https ones only (a longer one is no push service's). */
const ZPushEndpoint = z
  .url()
  .max(2048)
  .refine((value) => value.startsWith('https://'), { message: 'must be an https URL' });

/** The browser's PushSubscription.toJSON(): the endpoint and the keys (base64url) that encrypt for it. */
export const ZPushSubscriptionRequest = z.object({
  endpoint: ZPushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, uncompressed (first byte 0x04, hence "B"). */
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, 'must be a base64url P-256 public key'),
    /** 16 random bytes. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'must be 16 base64url bytes'),
  }),
});
export type TPushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequest>;

export const ZPushUnsubscribeRequest = z.object({ endpoint: ZPushEndpoint });
export type TPushUnsubscribeRequest = z.infer<typeof ZPushUnsubscribeRequest>;

export const ZPushPublicKey = z.object({ publicKey: z.string() });
export type TPushPublicKey = z.infer<typeof ZPushPublicKey>;

export const ZPushSubscriptionSaved = z.object({ endpoint: z.string() });

/** What the service worker shows: the notification's title and sentence, and the page a tap opens. */
export interface TPushPayload {
  title: string;
  body: string;
  url: string;
}
