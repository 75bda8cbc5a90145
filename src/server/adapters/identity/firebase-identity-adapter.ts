import { decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from 'jose';
import type { TConnectProvider } from '@/contracts/connect-contract';
import { AppError } from '@/lib/errors/app-error';
import type { IdentityAdapter, VerifiedIdentity } from './identity-adapter';
import { createSigningKeys, SigningKeysUnavailable } from './google-signing-keys';
import { providerNotConfigured } from './password-identity-adapter';

/** Clocks drift: a token issued a few seconds "in the future" by Google's clock is still good. */
const CLOCK_SKEW_S = 10;

/** Firebase's `firebase.sign_in_provider` for each of our routes. */
const SIGN_IN_PROVIDER: Record<TConnectProvider, string> = { google: 'google.com', phone: 'phone' };

const refused = (code: string, message: string) => new AppError(code, message, { statusCode: 401 });

interface FirebaseClaims extends JWTPayload {
  auth_time?: number;
  email?: string;
  email_verified?: boolean;
  phone_number?: string;
  name?: string;
  firebase?: { sign_in_provider?: string };
}

/** What went wrong, told apart so a client (or its developer) sees which check refused the token. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof SigningKeysUnavailable) {
    return new AppError('identity_keys_unavailable', 'The sign-in provider could not be checked, try again shortly', { statusCode: 503 });
  }
  if (error instanceof errors.JWTExpired) return refused('identity_token_expired', 'The sign-in token has expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return refused('identity_token_wrong_audience', 'The sign-in token was issued for another project');
    if (error.claim === 'iss') return refused('identity_token_wrong_issuer', 'The sign-in token was issued by someone else');
    if (error.claim === 'iat') return refused('identity_token_not_yet_valid', 'The sign-in token is dated in the future');
    return refused('identity_token_invalid', `The sign-in token's ${error.claim} claim is not valid`);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return refused('identity_token_bad_signature', 'The sign-in token is not signed by the provider');
  return refused('identity_token_malformed', 'The sign-in token cannot be read');
}

function checkFirebaseClaims(claims: FirebaseClaims, provider: TConnectProvider, nowS: number): VerifiedIdentity {
  if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 128) {
    throw refused('identity_token_invalid', 'The sign-in token names nobody');
  }
  if ((claims.iat ?? Infinity) > nowS + CLOCK_SKEW_S) throw refused('identity_token_not_yet_valid', 'The sign-in token is dated in the future');
  if (typeof claims.auth_time !== 'number' || claims.auth_time > nowS + CLOCK_SKEW_S) {
    throw refused('identity_token_not_yet_valid', 'The sign-in token was authenticated in the future');
  }
  if (claims.firebase?.sign_in_provider !== SIGN_IN_PROVIDER[provider]) {
    throw refused('identity_provider_mismatch', `The sign-in token does not come from ${provider} sign-in`);
  }
  return {
    provider,
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : null,
    emailVerified: claims.email_verified === true,
    phone: typeof claims.phone_number === 'string' ? claims.phone_number : null,
    name: typeof claims.name === 'string' ? claims.name : null,
  };
}

export interface FirebaseIdentityOptions {
  projectId: string;
  keysUrl: string;
  now: () => Date;
}

/**
 * Firebase Authentication ID tokens checked here, as Firebase documents it ("Verify ID tokens using
 * a third-party JWT library"): RS256 by a key Google publishes for securetoken@system.gserviceaccount.com,
 * audience the project, issuer https://securetoken.google.com/<project>, not expired, not issued or
 * authenticated in the future, a subject; plus the provider the route names.
 */
export function createFirebaseIdentityAdapter({ projectId, keysUrl, now }: FirebaseIdentityOptions): IdentityAdapter {
  const keys = createSigningKeys(keysUrl);
  const providers = ['google', 'phone'] as const;
  return {
    kind: 'firebase',
    providers,
    async verify(provider, token) {
      if (!providers.includes(provider)) throw providerNotConfigured();
      try {
        const header = decodeProtectedHeader(token);
        if (header.alg !== 'RS256') throw refused('identity_token_malformed', 'The sign-in token is not signed with RS256');
        if (typeof header.kid !== 'string') throw refused('identity_token_malformed', 'The sign-in token names no key');
        const key = await keys.get(header.kid);
        if (!key) throw refused('identity_token_unknown_key', 'The sign-in token is signed by a key the provider does not publish');
        const currentDate = now();
        const { payload } = await jwtVerify<FirebaseClaims>(token, key, {
          algorithms: ['RS256'],
          audience: projectId,
          issuer: `https://securetoken.google.com/${projectId}`,
          requiredClaims: ['exp', 'iat', 'sub'],
          clockTolerance: CLOCK_SKEW_S,
          currentDate,
        });
        return checkFirebaseClaims(payload, provider, Math.floor(currentDate.getTime() / 1000));
      } catch (error) {
        throw toAppError(error);
      }
    },
  };
}
