import { randomBytes } from 'node:crypto';
import { DETAIL_ROUTES } from '@/lib/routes';
import { createOpaqueToken, hashOpaqueToken } from '@/server/accounts/session-tokens';

/** A shareable link's secret: 256 random bits in the URL, only its SHA-256 in the database. */
export function createLinkToken(): { token: string; accessHash: string } {
  const token = createOpaqueToken();
  return { token, accessHash: hashOpaqueToken(token) };
}

export const hashAccessId = (accessId: string) => hashOpaqueToken(accessId);

/** A diner's own access id: random, but no secret, since only that diner can answer with it. */
export const createDinerAccessId = () => randomBytes(16).toString('base64url');

/** The invitation page in the recipient's language (French needs no prefix). */
export function buildInvitationUrl(appOrigin: string, accessId: string, language: 'fr' | 'en' = 'fr'): string {
  const prefix = language === 'en' ? '/en' : '';
  return new URL(`${prefix}${DETAIL_ROUTES.invitation(accessId)}`, appOrigin).toString();
}
