import { useEffect, useRef } from 'react';
import { useMarkChatRead } from '../api/mark-chat-read';

/** While the conversation is on screen, what the reader sees is read: up to the newest message. */
export function useReadReceipt(threadId: string, newestId: string | undefined, unreadCount: number) {
  const { mutate } = useMarkChatRead(threadId);
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!newestId || unreadCount === 0 || marked.current === newestId) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    marked.current = newestId;
    mutate(newestId);
  }, [newestId, unreadCount, mutate]);
}
