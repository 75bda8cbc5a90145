import { sql } from 'drizzle-orm';
import { call, type TestContext } from '../support/test-app';
import type { SignedUpUser } from '../accounts/account-fixtures';
import { rows } from '../reservations/booking-fixtures';

export const listNotifications = (ctx: TestContext, user: SignedUpUser | undefined, query = '') => call(ctx, 'GET', `/api/notifications${query}`, { token: user?.token });
export const markViewed = (ctx: TestContext, user: SignedUpUser | undefined, body?: unknown) =>
  call(ctx, 'POST', '/api/userData/lastNotificationViewed', { token: user?.token, body });

/** The notifications a diner sees, newest first, as `kind` strings. */
export async function kindsOf(ctx: TestContext, user: SignedUpUser): Promise<string[]> {
  const res = await listNotifications(ctx, user);
  if (res.status !== 200) throw new Error(`list failed: ${res.status} ${res.text}`);
  return (res.json.items as { kind: string }[]).map((item) => item.kind);
}

/** The live events published to a user for their notifications (what the SSE stream carries). */
export async function liveNotificationIds(ctx: TestContext, user: SignedUpUser): Promise<string[]> {
  const found = await rows<{ id: string }>(ctx, sql`select subject_id as id from live_events where user_id = ${user.session.user.id}::uuid and type = 'notification' order by id`);
  return found.map((row) => row.id);
}

export const setFlags = (ctx: TestContext, user: SignedUpUser, notifications: Record<string, boolean>) =>
  call(ctx, 'PATCH', '/api/users/my-users', { token: user.token, body: { settings: { notifications } } });
