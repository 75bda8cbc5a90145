import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAuthSession } from '@/contracts/account-contract';
import type { TConnectProvider } from '@/contracts/connect-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { applySession } from './apply-session';

/** The application name SPEC §7 `POST /connect/{provider}` asks for. */
const APPLICATION = 'web';

/** SPEC §7: the identity provider's ID token exchanged for our own session; the form shows errors inline. */
export function connectWithProvider({ provider, token }: { provider: TConnectProvider; token: string }): Promise<TAuthSession> {
  return apiClient.post<TAuthSession>(`/connect/${provider}`, { body: { token, application: APPLICATION }, token: null, showError: false });
}

export function useConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectWithProvider,
    onSuccess: (session) => applySession(queryClient, session),
  });
}
