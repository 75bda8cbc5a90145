import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TChatThread } from '@/contracts/chat-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { CHAT_QUERY_META, chatKeys } from './chat-keys';

/** POST /chat-messages/init: the booking's conversation, opened once and answered alike every time. */
export function initChat(reservationId: string, signal?: AbortSignal): Promise<TChatThread> {
  return apiClient.post<TChatThread>('/chat-messages/init', { body: { reservationId }, signal, showError: false });
}

/** A query, though a POST: opening is idempotent, and the thread is read like any data. */
export function chatThreadQueryOptions(reservationId: string) {
  return queryOptions({ queryKey: chatKeys.thread(reservationId), queryFn: ({ signal }) => initChat(reservationId, signal), meta: CHAT_QUERY_META });
}

export function useChatThread(reservationId: string) {
  return useQuery(chatThreadQueryOptions(reservationId));
}
