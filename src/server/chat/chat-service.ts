import type { TChatMessage, TChatMessagePage, TChatMessagesQuery, TChatThread, TChatUnread, TMarkChatReadRequest, TSendChatMessageRequest } from '@/contracts/chat-contract';
import { ZChatMessagesQuery } from '@/contracts/chat-contract';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { TChatRole } from '@/contracts/social-limits';
import type { Queryable } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { conflict, notFound } from '@/server/http/app-error-factory';
import { toAuthorName } from '@/server/feedbacks/author-name';
import { publishBestEffort } from '@/server/adapters/realtime/publish-best-effort';
import {
  countUnread, ensureThread, findChatBooking, findComingGuests, findMessagesPage, findMessageTime, findThreadAccess, findThreadParticipantIds, findUnreadThreads, findUserName, insertMessage, markReadUpTo,
  type ThreadAccess,
} from './chat-repository';
import { toChatMessage } from './chat-mapper';
import { notifyChatMessage } from '@/server/notifications/notify-producers';

/** The thread, for someone who takes part in it; anybody else gets the 404 of a missing one. */
async function accessThread(db: Queryable, threadId: string, userId: string): Promise<ThreadAccess & { role: TChatRole }> {
  const access = await findThreadAccess(db, threadId, userId);
  if (!access?.role) throw notFound('Conversation');
  return { ...access, role: access.role };
}

/**
 * POST /chat-messages/init: the conversation of a booking, opened once for its host, the guests
 * who are coming and the restaurant's staff (any of them may open it). A draft has none yet.
 */
export async function initChat(deps: AppDeps, userId: string, reservationId: string, locale: ContentLocale): Promise<TChatThread> {
  const booking = await findChatBooking(deps.db, reservationId, userId);
  const role = booking?.role;
  if (!booking || !role) throw notFound('Reservation');
  if (booking.status === 'draft') throw conflict('chat_unavailable', 'A booking’s conversation opens once it is confirmed');
  const threadId = await ensureThread(deps.db, { reservationId, hostId: booking.hostId, restaurantId: booking.restaurantId, at: deps.now() });
  const [host, guests, unreadCount] = await Promise.all([findUserName(deps.db, booking.hostId), findComingGuests(deps.db, reservationId), countUnread(deps.db, threadId, userId)]);
  return {
    id: threadId,
    reservationId,
    startsAt: booking.startsAt.toISOString(),
    restaurant: { id: booking.restaurantId, name: booking.restaurantName, timeZone: booking.timeZone },
    myRole: role,
    participants: [
      { name: toAuthorName(host.firstName, host.lastName, locale), role: 'host' },
      ...guests.map((guest) => ({ name: toAuthorName(guest.firstName, guest.lastName, locale), role: 'guest' as const })),
      { name: booking.restaurantName, role: 'staff' },
    ],
    unreadCount,
  };
}

/** POST /chat-messages: the text as typed (trimmed); staff write on the restaurant's behalf. */
export async function sendChatMessage(deps: AppDeps, userId: string, input: TSendChatMessageRequest, locale: ContentLocale): Promise<TChatMessage> {
  const thread = await accessThread(deps.db, input.threadId, userId);
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const message = await insertMessage(tx, { threadId: thread.id, senderUserId: userId, senderRole: thread.role === 'staff' ? 'staff' : 'diner', body: input.body, at });
    // What one writes, one has read: the conversation up to here is no longer unread for the sender.
    await markReadUpTo(tx, thread.id, userId, at);
    return message;
  });
  // Every participant's open conversation (and unread count) refetches, the sender's other tabs too.
  await publishBestEffort(deps, 'chat', async () => ({ userIds: await findThreadParticipantIds(deps.db, thread.id), event: { type: 'chat', id: thread.id } }));
  await notifyChatMessage(deps, thread, userId);
  return toChatMessage(row, { hostId: thread.hostId, restaurantName: thread.restaurantName, viewerId: userId, locale });
}

/** GET /chat-messages: a page of history, newest last; `before` pages back. Reading does not mark anything read. */
export async function listChatMessages(db: Queryable, userId: string, rawQuery: TChatMessagesQuery, locale: ContentLocale): Promise<TChatMessagePage> {
  const query = ZChatMessagesQuery.parse(rawQuery);
  const thread = await accessThread(db, query.threadId, userId);
  const [rows, unreadCount] = await Promise.all([findMessagesPage(db, thread.id, query.before, query.limit + 1), countUnread(db, thread.id, userId)]);
  const context = { hostId: thread.hostId, restaurantName: thread.restaurantName, viewerId: userId, locale };
  return { items: rows.slice(0, query.limit).reverse().map((row) => toChatMessage(row, context)), hasMore: rows.length > query.limit, unreadCount };
}

/** POST /chat-messages/read: everything up to the message the reader saw is read. */
export async function markChatRead(db: Queryable, userId: string, input: TMarkChatReadRequest): Promise<{ unreadCount: number }> {
  const thread = await accessThread(db, input.threadId, userId);
  const seenAt = await findMessageTime(db, thread.id, input.upTo);
  if (!seenAt) throw notFound('Message');
  await markReadUpTo(db, thread.id, userId, seenAt);
  return { unreadCount: await countUnread(db, thread.id, userId) };
}

/** GET /chat-messages/unread: the caller's conversations with unread messages, and the total. */
export async function getChatUnread(db: Queryable, userId: string): Promise<TChatUnread> {
  const threads = await findUnreadThreads(db, userId);
  return { total: threads.reduce((sum, thread) => sum + thread.unreadCount, 0), threads };
}
