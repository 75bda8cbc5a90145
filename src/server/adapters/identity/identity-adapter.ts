import type { TConnectProvider } from '@/contracts/connect-contract';

/** Who an outside provider says signed in; the token itself is never kept nor logged. */
export interface VerifiedIdentity {
  provider: TConnectProvider;
  /** The provider's stable id of the person (Firebase `sub`). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  phone: string | null;
  name: string | null;
}

/**
 * How people sign in (SPEC §7 "An identity provider handles sign-in"): always e-mail and password
 * (src/server/accounts); the outside providers this adapter adds, if any.
 */
export interface IdentityAdapter {
  kind: 'password' | 'firebase';
  providers: readonly TConnectProvider[];
  /** Checks an ID token for the route's provider; throws a 401 AppError when it is not good. */
  verify(provider: TConnectProvider, token: string): Promise<VerifiedIdentity>;
}
