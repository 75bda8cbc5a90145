import { importJWK, importX509, type CryptoKey, type JWK } from 'jose';

/** An unknown `kid` may trigger a fresh download at most this often, so forged kids cannot flood Google. */
const UNKNOWN_KID_REFETCH_COOLDOWN_MS = 30_000;
const FALLBACK_MAX_AGE_S = 3600;
const FETCH_TIMEOUT_MS = 5_000;

export class SigningKeysUnavailable extends Error {}

type KeyMap = Map<string, CryptoKey>;

function maxAgeSeconds(cacheControl: string | null): number {
  const match = cacheControl?.match(/(?:^|,)\s*max-age=(\d+)/i);
  return match ? Number(match[1]) : FALLBACK_MAX_AGE_S;
}

/** Google publishes the keys either as a JWK set (`{ keys: [...] }`) or as x509 certificates by kid. */
async function parseKeys(body: unknown): Promise<KeyMap> {
  const keys: KeyMap = new Map();
  if (body && typeof body === 'object' && Array.isArray((body as { keys?: unknown }).keys)) {
    for (const jwk of (body as { keys: JWK[] }).keys) {
      if (jwk.kid && jwk.kty === 'RSA') keys.set(jwk.kid, (await importJWK({ ...jwk, alg: 'RS256' }, 'RS256')) as CryptoKey);
    }
    return keys;
  }
  if (body && typeof body === 'object') {
    for (const [kid, pem] of Object.entries(body)) {
      if (typeof pem === 'string') keys.set(kid, await importX509(pem, 'RS256'));
    }
  }
  return keys;
}

export interface SigningKeys {
  /** The key for `kid`, or null when Google does not publish it (even after downloading again). */
  get(kid: string): Promise<CryptoKey | null>;
}

/**
 * Google's public keys for Firebase ID tokens, kept as long as the response's Cache-Control
 * max-age says and downloaded again when a token names a kid not seen yet (keys rotate).
 */
export function createSigningKeys(url: string, clock: () => number = Date.now): SigningKeys {
  let keys: KeyMap = new Map();
  let expiresAt = 0;
  let lastUnknownKidRefetch = -Infinity;
  let inFlight: Promise<void> | null = null;

  async function download(): Promise<void> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    } catch {
      throw new SigningKeysUnavailable('the key endpoint did not answer');
    }
    if (!response.ok) throw new SigningKeysUnavailable(`the key endpoint answered ${response.status}`);
    const parsed = await parseKeys(await response.json().catch(() => null)).catch(() => new Map() as KeyMap);
    if (parsed.size === 0) throw new SigningKeysUnavailable('the key endpoint published no usable key');
    keys = parsed;
    expiresAt = clock() + maxAgeSeconds(response.headers.get('cache-control')) * 1000;
  }

  function refresh(): Promise<void> {
    inFlight ??= download().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    async get(kid) {
      if (clock() >= expiresAt) await refresh();
      const known = keys.get(kid);
      if (known) return known;
      if (clock() - lastUnknownKidRefetch < UNKNOWN_KID_REFETCH_COOLDOWN_MS) return null;
      lastUnknownKidRefetch = clock();
      await refresh();
      return keys.get(kid) ?? null;
    },
  };
}
