import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** 32 bytes in base64url is 43 characters from this alphabet. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A bearer or e-mailed token: 256 random bits, shown once to its owner. */
export function createOpaqueToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Only this digest is stored, so a leaked table does not hand out working tokens. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}
