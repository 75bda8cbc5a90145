import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

export const TEST_FIREBASE_PROJECT = 'tablee-test';

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function newSigningKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/**
 * A local stand-in for Google's key endpoint for securetoken@system.gserviceaccount.com: a JWK set
 * with Cache-Control max-age, as Google serves it, so no test reaches the internet.
 */
export interface FakeGoogleKeys {
  url: string;
  /** How many times the key set was downloaded. */
  readonly fetches: number;
  /** The key Google publishes first. */
  current: SigningKey;
  /** Google rotates: a new key is published next to the old one. */
  publish(key: SigningKey): void;
  close(): Promise<void>;
}

export async function startFakeGoogleKeys(): Promise<FakeGoogleKeys> {
  const published: SigningKey[] = [await newSigningKey('key-1')];
  let fetches = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    fetches += 1;
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=19000, must-revalidate, no-transform' });
    res.end(JSON.stringify({ keys: published.map((key) => key.publicJwk) }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com`,
    get fetches() {
      return fetches;
    },
    current: published[0],
    publish: (key) => void published.push(key),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface TokenOptions {
  key: SigningKey;
  claims?: JWTPayload & Record<string, unknown>;
  /** Seconds from now. */
  issuedIn?: number;
  expiresIn?: number;
}

let subjects = 0;
export const uniqueSubject = (label = 'uid') => `${label}${process.pid}x${Date.now().toString(36)}x${(subjects += 1)}`;

/** A Firebase ID token as Firebase Authentication makes one (fields from "Verify ID tokens using a third-party JWT library"). */
export async function firebaseToken({ key, claims = {}, issuedIn = 0, expiresIn = 3600 }: TokenOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { sub = uniqueSubject(), iss = `https://securetoken.google.com/${TEST_FIREBASE_PROJECT}`, aud = TEST_FIREBASE_PROJECT, ...rest } = claims;
  return new SignJWT({ auth_time: now + issuedIn, firebase: { sign_in_provider: 'google.com', identities: {} }, ...rest })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject(sub)
    .setIssuedAt(now + issuedIn)
    .setExpirationTime(now + issuedIn + expiresIn)
    .sign(key.privateKey);
}
