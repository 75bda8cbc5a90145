import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/api-client';
import { chatKeys } from './chat-keys';

/** POST /chat-messages/read: the conversation is read up to the newest message shown. */
export function markChatRead(threadId: string, upTo: string): Promise<{ unreadCount: number }> {
  return apiClient.post<{ unreadCount: number }>('/chat-messages/read', { body: { threadId, upTo }, showError: false });
}

export function useMarkChatRead(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) => markChatRead(threadId, upTo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
  });
}
