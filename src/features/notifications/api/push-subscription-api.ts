import type { TPushPublicKey, TPushSubscriptionRequest } from '@/contracts/push-contract';
import { apiClient } from '@/lib/api-client/api-client';

export async function getPushPublicKey(): Promise<string> {
  return (await apiClient.get<TPushPublicKey>('/push/public-key', { showError: false })).publicKey;
}

export function savePushSubscription(subscription: TPushSubscriptionRequest): Promise<unknown> {
  return apiClient.post('/push-subscriptions', { body: subscription, showError: false });
}

export function deletePushSubscription(endpoint: string): Promise<unknown> {
  return apiClient.delete('/push-subscriptions', { body: { endpoint }, showError: false });
}
