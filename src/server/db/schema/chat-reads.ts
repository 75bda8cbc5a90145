import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { chatThreads } from './social';
import { users } from './users';

/** How far each participant has read a conversation: what is newer and not theirs is unread. */
export const chatThreadReads = pgTable(
  'chat_thread_reads',
  {
    threadId: uuid('thread_id').notNull().references(() => chatThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('chat_thread_reads_user_idx').on(t.userId)],
);
