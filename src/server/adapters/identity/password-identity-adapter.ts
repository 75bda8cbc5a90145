import { AppError } from '@/lib/errors/app-error';
import type { IdentityAdapter } from './identity-adapter';

export const providerNotConfigured = () =>
  new AppError('identity_provider_not_configured', 'Signing in with this provider is not available here', { statusCode: 404 });

/** The default: e-mail and password only, so every outside provider is unknown here. */
export function createPasswordIdentityAdapter(): IdentityAdapter {
  return {
    kind: 'password',
    providers: [],
    verify: () => Promise.reject(providerNotConfigured()),
  };
}
