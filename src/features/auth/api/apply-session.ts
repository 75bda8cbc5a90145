import type { QueryClient } from '@tanstack/react-query';
import type { TAuthSession } from '@/contracts/account-contract';
import { writeAuthCookie } from '@/lib/auth-cookie';
import { setAuthorized } from '@/lib/ui-state/ui-store';
import { authKeys } from '@/lib/session/auth-keys';

/** Stores a new session (login, sign-up): cookie first, so every later call carries it. */
export function applySession(queryClient: QueryClient, session: TAuthSession): void {
  writeAuthCookie({ scheme: session.scheme, token: session.token });
  queryClient.setQueryData(authKeys.me(), session.user);
  void queryClient.invalidateQueries({ queryKey: authKeys.checkUserInfo() });
  setAuthorized(true, session.user.avatarUrl);
}
