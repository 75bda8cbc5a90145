import type { AppDeps } from '@/server/http/app-env';
import { insertEmailToken, type EmailTokenPurpose } from './email-token-repository';
import { createOpaqueToken, hashOpaqueToken } from './session-tokens';

/** Stores the hash of a fresh one-time token for an e-mailed link and answers the token itself. */
export async function issueEmailToken(deps: AppDeps, userId: string, purpose: EmailTokenPurpose, ttlMs: number, newEmail: string | null = null): Promise<string> {
  const token = createOpaqueToken();
  const createdAt = deps.now();
  await insertEmailToken(deps.db, { userId, purpose, tokenHash: hashOpaqueToken(token), newEmail, createdAt, expiresAt: new Date(createdAt.getTime() + ttlMs) });
  return token;
}
