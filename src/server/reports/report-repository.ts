import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { reports } from '@/server/db/schema';
import { threadRoleSql } from '@/server/chat/chat-access-sql';
import { rowsOf } from '@/server/search/raw-rows';
import type { TReportTargetType } from '@/contracts/social-limits';

const TARGET_SQL: Record<TReportTargetType, (id: string, userId: string) => ReturnType<typeof sql>> = {
  review: (id) => sql`select 1 from restaurant_feedbacks where id = ${id}::uuid`,
  restaurant: (id) => sql`select 1 from restaurants where id = ${Number(id)}`,
  // A message is reported by someone who can read it: a participant of its conversation.
  chat_message: (id, userId) => sql`select 1 from chat_messages m join chat_threads t on t.id = m.thread_id where m.id = ${id}::uuid and ${threadRoleSql('t', userId)} is not null`,
};

/** Whether the reporter can see what they report (anything else is a 404, like a missing one). */
export async function isVisibleTarget(db: Queryable, type: TReportTargetType, id: string, userId: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`${TARGET_SQL[type](id, userId)} limit 1`)).length > 0;
}

const reportColumns = { id: reports.id, targetType: reports.targetType, targetId: reports.targetId, reason: reports.reason, createdAt: reports.createdAt };

/** The new report, or null when this diner already reported this (the unique key keeps one). */
export async function insertReport(db: Queryable, input: { userId: string; targetType: string; targetId: string; reason: string; details: string | null; createdAt: Date }) {
  const [row] = await db.insert(reports).values(input).onConflictDoNothing({ target: [reports.userId, reports.targetType, reports.targetId] }).returning(reportColumns);
  return row ?? null;
}

export async function findReport(db: Queryable, userId: string, targetType: string, targetId: string) {
  const [row] = await db
    .select(reportColumns)
    .from(reports)
    .where(and(eq(reports.userId, userId), eq(reports.targetType, targetType), eq(reports.targetId, targetId)))
    .limit(1);
  return row ?? null;
}
