import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TChatUnread } from '@/contracts/chat-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { useLiveUpdates } from '@/lib/live/use-live-updates';
import { CHAT_QUERY_META, chatKeys } from './chat-keys';

/** GET /chat-messages/unread: the caller's conversations with unread messages. */
export function getChatUnread(signal?: AbortSignal): Promise<TChatUnread> {
  return apiClient.get<TChatUnread>('/chat-messages/unread', { signal, showError: false });
}

export function chatUnreadQueryOptions() {
  return queryOptions({ queryKey: chatKeys.unread(), queryFn: ({ signal }) => getChatUnread(signal), meta: CHAT_QUERY_META });
}

/** Live: the count grows as messages arrive in any of the caller's conversations. */
export function useChatUnreadCount(reservationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const live = useLiveUpdates({ queryKey: chatKeys.unread(), types: ['chat'], enabled });
  const query = useQuery({ ...chatUnreadQueryOptions(), ...live, enabled });
  return query.data?.threads.find((thread) => thread.reservationId === reservationId)?.unreadCount ?? 0;
}
