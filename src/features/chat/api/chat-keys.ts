/** Query keys of conversations; sending and reading invalidate `unread()`. */
export const chatKeys = {
  all: ['chat'] as const,
  thread: (reservationId: string) => [...chatKeys.all, 'thread', reservationId] as const,
  messages: (threadId: string) => [...chatKeys.all, 'messages', threadId] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
};

export const CHAT_QUERY_META = { userScoped: true } as const;
