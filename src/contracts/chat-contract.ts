import { z } from 'zod';
import { CHAT_MAX_PAGE_SIZE, CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE, CHAT_ROLES } from './social-limits';

export const ZInitChatRequest = z.object({ reservationId: z.uuid() }).strict();

/** Plain text: stored and answered as typed (trimmed); the app shows it as text, links made clickable. */
export const ZSendChatMessageRequest = z.object({ threadId: z.uuid(), body: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH) }).strict();

/** Newest last; `before` (a message id) pages back through older messages. */
export const ZChatMessagesQuery = z
  .object({
    threadId: z.uuid(),
    before: z.uuid().optional().describe('Answer the messages older than this one'),
    limit: z.coerce.number().int().min(1).max(CHAT_MAX_PAGE_SIZE).default(CHAT_PAGE_SIZE),
  })
  .strict();

export const ZMarkChatReadRequest = z.object({ threadId: z.uuid(), upTo: z.uuid().describe('The newest message the reader has seen') }).strict();

export const ZChatParticipant = z.object({ name: z.string(), role: z.enum(CHAT_ROLES) });

export const ZChatThread = z.object({
  id: z.uuid(),
  reservationId: z.uuid(),
  startsAt: z.string(),
  restaurant: z.object({ id: z.number().int(), name: z.string(), timeZone: z.string() }),
  myRole: z.enum(CHAT_ROLES),
  participants: z.array(ZChatParticipant).describe('The host, the guests who are coming and the restaurant'),
  unreadCount: z.number().int(),
});

export const ZChatMessage = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  body: z.string(),
  createdAt: z.string(),
  sender: z.object({
    role: z.enum(CHAT_ROLES),
    name: z.string().describe('The restaurant’s name for its staff; first name and initial for diners'),
    isMe: z.boolean(),
  }),
});

export const ZChatMessagePage = z.object({ items: z.array(ZChatMessage).describe('Oldest first'), hasMore: z.boolean(), unreadCount: z.number().int() });

export const ZChatUnread = z.object({
  total: z.number().int(),
  threads: z.array(z.object({ threadId: z.uuid(), reservationId: z.uuid(), unreadCount: z.number().int() })),
});

export const ZStaffThreadsQuery = z
  .object({ limit: z.coerce.number().int().min(1).max(CHAT_MAX_PAGE_SIZE).default(20), offset: z.coerce.number().int().min(0).max(100_000).default(0) })
  .strict();

export const ZStaffThread = z.object({
  threadId: z.uuid(),
  reservationId: z.uuid(),
  hostName: z.string(),
  startsAt: z.string(),
  lastMessageAt: z.string(),
  lastMessage: z.object({ body: z.string(), senderName: z.string(), senderRole: z.enum(CHAT_ROLES) }).nullable(),
  unreadCount: z.number().int(),
});
export const ZStaffThreadList = z.object({ items: z.array(ZStaffThread), limit: z.number().int(), offset: z.number().int() });

export type TInitChatRequest = z.infer<typeof ZInitChatRequest>;
export type TSendChatMessageRequest = z.infer<typeof ZSendChatMessageRequest>;
export type TChatMessagesQuery = z.input<typeof ZChatMessagesQuery>;
export type TMarkChatReadRequest = z.infer<typeof ZMarkChatReadRequest>;
export type TChatThread = z.infer<typeof ZChatThread>;
export type TChatMessage = z.infer<typeof ZChatMessage>;
export type TChatMessagePage = z.infer<typeof ZChatMessagePage>;
export type TChatUnread = z.infer<typeof ZChatUnread>;
export type TStaffThreadList = z.infer<typeof ZStaffThreadList>;
