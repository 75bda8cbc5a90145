import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TChatMessage, TChatMessagePage, TSendChatMessageRequest } from '@/contracts/chat-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { chatKeys } from './chat-keys';

/** POST /chat-messages: plain text, shown as sent as soon as the API takes it. */
export function sendChatMessage(body: TSendChatMessageRequest): Promise<TChatMessage> {
  return apiClient.post<TChatMessage>('/chat-messages', { body, showError: false });
}

const withMessage = (data: InfiniteData<TChatMessagePage> | undefined, message: TChatMessage) => {
  if (!data || data.pages.length === 0) return data;
  const [newest, ...older] = data.pages;
  if (newest.items.some((item) => item.id === message.id)) return data;
  return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
};

export function useSendChatMessage(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendChatMessage({ threadId, body }),
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<TChatMessagePage>>(chatKeys.messages(threadId), (data) => withMessage(data, message));
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    },
  });
}
