import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '@/lib/session/auth-keys';
import { addressKeys } from './address-keys';

/** The list changed, and with it the post-login check (an address resolves missing-user-info). */
export function invalidateAfterAddressChange(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: addressKeys.all }), queryClient.invalidateQueries({ queryKey: authKeys.checkUserInfo() })]);
}
