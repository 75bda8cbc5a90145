import { z } from 'zod';

/** The outside sign-in providers (SPEC §7 `POST /connect/{provider}`), handled by Firebase Authentication. */
export const CONNECT_PROVIDERS = ['google', 'phone'] as const;
export const ZConnectProvider = z.enum(CONNECT_PROVIDERS);
export type TConnectProvider = z.infer<typeof ZConnectProvider>;

/** SPEC §7: the provider's ID token, and which client application asks (e.g. `web`). */
export const ZConnectRequest = z.object({
  token: z.string().min(1).max(8192),
  application: z.string().trim().min(1).max(64),
});
export type TConnectRequest = z.infer<typeof ZConnectRequest>;
