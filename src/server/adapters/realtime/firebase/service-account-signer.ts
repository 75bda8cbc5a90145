import { importPKCS8, SignJWT, type JWTPayload } from 'jose';
import type { FirebaseServiceAccount } from './firebase-service-account';

type SigningKey = Awaited<ReturnType<typeof importPKCS8>>;
const imported = new Map<string, Promise<SigningKey>>();

/** The service account's key, parsed once per process. */
function signingKeyOf(account: FirebaseServiceAccount): Promise<SigningKey> {
  let key = imported.get(account.privateKeyPem);
  if (!key) {
    key = importPKCS8(account.privateKeyPem, 'RS256');
    imported.set(account.privateKeyPem, key);
  }
  return key;
}

/** A JWT issued by the service account (iss = sub = its e-mail), RS256, valid one hour from `now`. */
export async function signAsServiceAccount(account: FirebaseServiceAccount, claims: JWTPayload & { aud: string }, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const { aud, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(account.clientEmail)
    .setSubject(account.clientEmail)
    .setAudience(aud)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 3600)
    .sign(await signingKeyOf(account));
}
