import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TChatMessagePage } from '@/contracts/chat-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { useLiveUpdates } from '@/lib/live/use-live-updates';
import { CHAT_QUERY_META, chatKeys } from './chat-keys';

/** GET /chat-messages: the newest page, or the one before the message `before`. */
export function getChatMessages(threadId: string, before: string | undefined, signal?: AbortSignal): Promise<TChatMessagePage> {
  return apiClient.get<TChatMessagePage>('/chat-messages', { query: { threadId, before }, signal, showError: false });
}

/** Pages go back in time: the first is the newest; "earlier messages" asks before the oldest shown. */
export function chatMessagesQueryOptions(threadId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(threadId),
    queryFn: ({ pageParam, signal }) => getChatMessages(threadId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: TChatMessagePage) => (page.hasMore ? page.items[0]?.id : undefined),
    meta: CHAT_QUERY_META,
  });
}

/** Live: new messages arrive while the conversation is open (a chat event names the conversation). */
export function useChatMessages(threadId: string) {
  const live = useLiveUpdates({ queryKey: chatKeys.messages(threadId), types: ['chat'], id: threadId });
  return useInfiniteQuery({ ...chatMessagesQueryOptions(threadId), ...live });
}
