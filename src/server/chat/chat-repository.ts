import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { chatMessages, chatThreadReads, chatThreads, groupInvitations, groups, reservations, restaurants, restaurantStaff, users } from '@/server/db/schema';
import { findPartyUserIds } from '@/server/groups/group-repository';
import { rowsOf } from '@/server/search/raw-rows';
import type { TChatRole } from '@/contracts/social-limits';
import { chatRoleSql, threadRoleSql } from './chat-access-sql';

/** A booking as its conversation needs it: who hosts it, where and when, and the caller's part in it. */
export async function findChatBooking(db: Queryable, reservationId: string, userId: string) {
  const [row] = await db
    .select({
      role: chatRoleSql({ hostId: sql`${reservations.userId}`, restaurantId: sql`${reservations.restaurantId}`, reservationId: sql`${reservations.id}` }, userId),
      reservationId: reservations.id,
      hostId: reservations.userId,
      status: reservations.status,
      startsAt: reservations.startsAt,
      restaurantId: restaurants.id,
      restaurantName: restaurants.name,
      timeZone: restaurants.timeZone,
    })
    .from(reservations)
    .innerJoin(restaurants, eq(restaurants.id, reservations.restaurantId))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  return row ?? null;
}

/** The booking's conversation, created once (the unique reservation_id settles a race); answers its id. */
export async function ensureThread(db: Queryable, input: { reservationId: string; hostId: string; restaurantId: number; at: Date }): Promise<string> {
  await db
    .insert(chatThreads)
    .values({ reservationId: input.reservationId, userId: input.hostId, restaurantId: input.restaurantId, createdAt: input.at, lastMessageAt: input.at })
    .onConflictDoNothing({ target: chatThreads.reservationId });
  const [row] = await db.select({ id: chatThreads.id }).from(chatThreads).where(eq(chatThreads.reservationId, input.reservationId));
  return row.id;
}

export interface ThreadAccess {
  id: string;
  reservationId: string;
  hostId: string;
  restaurantId: number;
  restaurantName: string;
  role: TChatRole | null;
}

/** The thread and the caller's part in it (null role: not theirs to read). */
export async function findThreadAccess(db: Queryable, threadId: string, userId: string): Promise<ThreadAccess | null> {
  const [row] = rowsOf<ThreadAccess>(
    await db.execute(sql`select t.id, t.reservation_id as "reservationId", t.user_id as "hostId", t.restaurant_id as "restaurantId", r.name as "restaurantName",
        ${threadRoleSql('t', userId)} as role
      from chat_threads t join restaurants r on r.id = t.restaurant_id where t.id = ${threadId}::uuid`),
  );
  return row ?? null;
}

/** The guests who are coming, by name, in the order they said so. */
export async function findComingGuests(db: Queryable, reservationId: string) {
  return db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(groupInvitations)
    .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
    .innerJoin(users, eq(users.id, groupInvitations.userId))
    .where(and(eq(groups.reservationId, reservationId), eq(groupInvitations.status, 'accepted')))
    .orderBy(asc(groupInvitations.respondedAt));
}

export async function findUserName(db: Queryable, userId: string) {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? { firstName: null, lastName: null };
}

const messageColumns = {
  id: chatMessages.id,
  threadId: chatMessages.threadId,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
  senderUserId: chatMessages.senderUserId,
  senderRole: chatMessages.senderRole,
  firstName: users.firstName,
  lastName: users.lastName,
};

export type MessageRow = Awaited<ReturnType<typeof findMessagesPage>>[number];

/** Up to `limit` messages older than `before` (or the newest), newest first; ties broken by id. */
export async function findMessagesPage(db: Queryable, threadId: string, before: string | undefined, limit: number) {
  const olderThan = before
    ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (select m.created_at, m.id from chat_messages m where m.id = ${before}::uuid and m.thread_id = ${threadId}::uuid)`
    : undefined;
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderUserId))
    .where(and(eq(chatMessages.threadId, threadId), olderThan))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
}

export async function insertMessage(tx: Queryable, input: { threadId: string; senderUserId: string; senderRole: 'diner' | 'staff'; body: string; at: Date }) {
  const [row] = await tx
    .insert(chatMessages)
    .values({ threadId: input.threadId, senderUserId: input.senderUserId, senderRole: input.senderRole, body: input.body, createdAt: input.at })
    .returning({ id: chatMessages.id });
  await tx.update(chatThreads).set({ lastMessageAt: input.at }).where(eq(chatThreads.id, input.threadId));
  const [message] = await tx.select(messageColumns).from(chatMessages).leftJoin(users, eq(users.id, chatMessages.senderUserId)).where(eq(chatMessages.id, row.id));
  return message;
}

export async function findMessageTime(db: Queryable, threadId: string, messageId: string) {
  const [row] = await db
    .select({ createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.threadId, threadId)))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Moves the reader's mark forward only: an older page read late does not make new messages unread again. */
export async function markReadUpTo(db: Queryable, threadId: string, userId: string, at: Date) {
  await db
    .insert(chatThreadReads)
    .values({ threadId, userId, lastReadAt: at })
    .onConflictDoUpdate({ target: [chatThreadReads.threadId, chatThreadReads.userId], set: { lastReadAt: sql`greatest(${chatThreadReads.lastReadAt}, excluded.last_read_at)` } });
}

/** Messages of others newer than the reader's mark: what the reader has not seen. */
const unreadSql = (thread: string, userId: string) => sql`(select count(*)::int from chat_messages m
  where m.thread_id = ${sql.raw(thread)}.id and m.sender_user_id is distinct from ${userId}::uuid
    and m.created_at > coalesce((select r.last_read_at from chat_thread_reads r where r.thread_id = ${sql.raw(thread)}.id and r.user_id = ${userId}::uuid), '-infinity'::timestamptz))`;

export async function countUnread(db: Queryable, threadId: string, userId: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(await db.execute(sql`select ${unreadSql('t', userId)} as count from chat_threads t where t.id = ${threadId}::uuid`));
  return row?.count ?? 0;
}

/** Every conversation the user takes part in that has messages they have not read. */
export async function findUnreadThreads(db: Queryable, userId: string) {
  return rowsOf<{ threadId: string; reservationId: string; unreadCount: number }>(
    await db.execute(sql`select * from (
        select t.id as "threadId", t.reservation_id as "reservationId", ${unreadSql('t', userId)} as "unreadCount"
          from chat_threads t
         where t.reservation_id is not null and ${threadRoleSql('t', userId)} is not null
      ) unread where "unreadCount" > 0 order by "threadId"`),
  );
}

export interface StaffThreadRow {
  threadId: string;
  reservationId: string;
  hostId: string;
  restaurantName: string;
  hostFirstName: string | null;
  hostLastName: string | null;
  startsAt: Date | string;
  lastMessageAt: Date | string;
  unreadCount: number;
  lastBody: string | null;
  lastSenderRole: string | null;
  lastSenderId: string | null;
  lastFirstName: string | null;
  lastLastName: string | null;
}

/** A restaurant's conversations, latest activity first, with the last message and what the staff member has not read. */
export async function findRestaurantThreads(db: Queryable, restaurantId: number, staffUserId: string, limit: number, offset: number) {
  return rowsOf<StaffThreadRow>(
    await db.execute(sql`select t.id as "threadId", t.reservation_id as "reservationId", t.user_id as "hostId", r.name as "restaurantName",
        h.first_name as "hostFirstName", h.last_name as "hostLastName",
        v.starts_at as "startsAt", t.last_message_at as "lastMessageAt", ${unreadSql('t', staffUserId)} as "unreadCount",
        last.body as "lastBody", last.sender_role as "lastSenderRole", last.sender_user_id as "lastSenderId", lu.first_name as "lastFirstName", lu.last_name as "lastLastName"
      from chat_threads t
      join reservations v on v.id = t.reservation_id
      join restaurants r on r.id = t.restaurant_id
      join users h on h.id = t.user_id
      left join lateral (select m.body, m.sender_role, m.sender_user_id from chat_messages m where m.thread_id = t.id order by m.created_at desc, m.id desc limit 1) last on true
      left join users lu on lu.id = last.sender_user_id
      where t.restaurant_id = ${restaurantId}
      order by t.last_message_at desc, t.id
      limit ${limit} offset ${offset}`),
  );
}

/** Everybody who takes part in a conversation (chatRoleSql's three roles): its host, the restaurant's staff, the guests who are coming. */
export async function findThreadParticipantIds(db: Queryable, threadId: string): Promise<string[]> {
  const [thread] = await db
    .select({ hostId: chatThreads.userId, restaurantId: chatThreads.restaurantId, reservationId: chatThreads.reservationId })
    .from(chatThreads)
    .where(eq(chatThreads.id, threadId))
    .limit(1);
  if (!thread) return [];
  const [staff, party] = await Promise.all([
    db.select({ userId: restaurantStaff.userId }).from(restaurantStaff).where(eq(restaurantStaff.restaurantId, thread.restaurantId)),
    thread.reservationId ? findPartyUserIds(db, thread.reservationId) : Promise.resolve([]),
  ]);
  return [thread.hostId, ...staff.map((row) => row.userId), ...party];
}
