import type { TNotificationKind, TNotificationParams } from '../../../contracts/notification-kinds';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, smallint, text, timestamp, uuid, varchar, check, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { feedbackTypes } from './reference';
import { restaurants } from './restaurants';
import { orders, reservations } from './bookings';
import { users } from './users';

export const invitationStatus = pgEnum('invitation_status', ['pending', 'accepted', 'declined', 'revoked']);
export const reportStatus = pgEnum('report_status', ['open', 'reviewed', 'dismissed']);
export const requestStatus = pgEnum('request_status', ['open', 'answered', 'closed']);

export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id').notNull().references(() => restaurants.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_threads_user_idx').on(t.userId, t.lastMessageAt),
    index('chat_threads_restaurant_idx').on(t.restaurantId),
    // One conversation per booking: concurrent "open the chat" requests meet on this constraint.
    uniqueIndex('chat_threads_reservation_uq').on(t.reservationId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id').notNull().references(() => chatThreads.id, { onDelete: 'cascade' }),
    /** Null once the author's account is gone. */
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'staff' when a restaurant's staff account wrote it on the restaurant's behalf. */
    senderRole: varchar('sender_role', { length: 16 }).notNull().default('diner'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('chat_messages_thread_idx').on(t.threadId, t.createdAt), index('chat_messages_sender_idx').on(t.senderUserId)],
);

/** A dining party around a reservation (one per booking); members join through an invitation's access id. */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('groups_owner_idx').on(t.ownerId), uniqueIndex('groups_reservation_uq').on(t.reservationId)],
);

/**
 * Ways into a group. A shareable link has no user: its access_id is the SHA-256 of the token in
 * the link. A diner's own invitation (sent to them, or taken through a link) has their user_id and
 * a random access_id that only they can answer with.
 */
export const groupInvitations = pgTable(
  'group_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    accessId: varchar('access_id', { length: 64 }).notNull().unique(),
    invitedEmail: text('invited_email'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: invitationStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    index('group_invitations_group_idx').on(t.groupId),
    index('group_invitations_user_idx').on(t.userId),
    // A diner is in a group once, however many links they open.
    uniqueIndex('group_invitations_group_user_uq').on(t.groupId, t.userId).where(sql`${t.userId} is not null`),
  ],
);

export const restaurantFeedbacks = pgTable(
  'restaurant_feedbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: integer('restaurant_id').notNull().references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    feedbackTypeId: integer('feedback_type_id').references(() => feedbackTypes.id),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('restaurant_feedbacks_restaurant_idx').on(t.restaurantId, t.date),
    index('restaurant_feedbacks_user_idx').on(t.userId),
    // One review per booking: a double submit cannot write two.
    uniqueIndex('restaurant_feedbacks_reservation_uq').on(t.reservationId),
    index('restaurant_feedbacks_type_idx').on(t.feedbackTypeId),
    check('restaurant_feedbacks_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: text('target_id').notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    details: text('details'),
    status: reportStatus('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    // A diner reports one thing once: asking again answers the same report.
    uniqueIndex('reports_user_target_uq').on(t.userId, t.targetType, t.targetId),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * What a diner is told happened (a booking confirmed, an order moved...). Only the kind and its
 * parameters are kept, never the sentence: the client words it in the diner's language of the day.
 * Unread is "after user_settings.last_notification_viewed_at", so there is no per-row read flag.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).$type<TNotificationKind>().notNull(),
    data: jsonb('data').$type<TNotificationParams>().notNull().default(sql`'{}'::jsonb`),
    link: varchar('link', { length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export const helpQuestions = pgTable(
  'help_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    topic: varchar('topic', { length: 32 }).notNull(),
    questionFr: text('question_fr').notNull(),
    questionEn: text('question_en').notNull(),
    answerFr: text('answer_fr').notNull(),
    answerEn: text('answer_en').notNull(),
    position: smallint('position').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
  },
  (t) => [index('help_questions_topic_idx').on(t.topic, t.position)],
);

export const helpRequests = pgTable(
  'help_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    topic: varchar('topic', { length: 32 }).notNull(),
    message: text('message').notNull(),
    /** What the diner asks about: one of their bookings or one of their orders (never both). */
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: requestStatus('status').notNull().default('open'),
    /** Written by the support team; the diner reads it with the request. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('help_requests_user_idx').on(t.userId, t.createdAt),
    index('help_requests_reservation_idx').on(t.reservationId),
    index('help_requests_order_idx').on(t.orderId),
    check('help_requests_one_subject_ck', sql`num_nonnulls(${t.reservationId}, ${t.orderId}) <= 1`),
  ],
);

export const contacts = pgTable('contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: varchar('phone', { length: 20 }),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const favorites = pgTable(
  'favorites',
  {
    /** SPEC §3 Favorite {id, key}: the key is what the client removes it by. */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id').notNull().references(() => restaurants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorites_user_restaurant_uq').on(t.userId, t.restaurantId),
    index('favorites_restaurant_idx').on(t.restaurantId),
  ],
);
