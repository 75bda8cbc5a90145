import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { listenLocally } from '../../../scripts/fakes/local-http-server';
import { exportJWK, generateKeyPair, importPKCS8, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

export const TEST_FIREBASE_PROJECT = 'tablee-test';

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  /** The public key as Google's x509 endpoint publishes it, when made by newCertifiedSigningKey. */
  certificate?: string;
}

export async function newSigningKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** A key with a self-signed certificate (openssl), for the x509 form of the endpoint. */
export async function newCertifiedSigningKey(kid: string): Promise<SigningKey> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tablee-x509-'));
  try {
    const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-subj', '/CN=securetoken.system.gserviceaccount.com', '-days', '2'], { stdio: 'ignore' });
    const privateKey = await importPKCS8(readFileSync(keyFile, 'utf8'), 'RS256');
    return { kid, privateKey, publicJwk: {}, certificate: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A local stand-in for Google's key endpoint for securetoken@system.gserviceaccount.com: a JWK set
 * (or, with `x509`, certificates by kid) with Cache-Control max-age, as Google serves them, so no
 * test reaches the internet.
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

export async function startFakeGoogleKeys(format: 'jwk' | 'x509' = 'jwk'): Promise<FakeGoogleKeys> {
  const published: SigningKey[] = [format === 'jwk' ? await newSigningKey('key-1') : await newCertifiedSigningKey('cert-1')];
  let fetches = 0;
  const server: Server = createServer((req, res) => {
    fetches += 1;
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=19000, must-revalidate, no-transform' });
    const body = format === 'jwk' ? { keys: published.map((key) => key.publicJwk) } : Object.fromEntries(published.map((key) => [key.kid, key.certificate]));
    res.end(JSON.stringify(body));
  });
  const listening = await listenLocally(server);
  return {
    url: `${listening.baseUrl}/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com`,
    get fetches() {
      return fetches;
    },
    current: published[0],
    publish: (key) => void published.push(key),
    close: listening.close,
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
