import { sql } from 'drizzle-orm';
import { call, type TestContext } from '../support/test-app';
import type { SignedUpUser } from '../accounts/account-fixtures';
import { rows } from '../reservations/booking-fixtures';
import type { FakeBrowser } from '../support/fake-push-service';

export const subscribePush = (ctx: TestContext, user: SignedUpUser | undefined, body: unknown) => call(ctx, 'POST', '/api/push-subscriptions', { token: user?.token, body });
export const unsubscribePush = (ctx: TestContext, user: SignedUpUser | undefined, endpoint: string) =>
  call(ctx, 'DELETE', '/api/push-subscriptions', { token: user?.token, body: { endpoint } });

export async function subscribeBrowser(ctx: TestContext, user: SignedUpUser, browser: FakeBrowser): Promise<void> {
  const res = await subscribePush(ctx, user, browser.subscription);
  if (res.status !== 201) throw new Error(`subscribe failed: ${res.status} ${res.text}`);
}

/** Whose the stored subscription of this endpoint is (null: none kept). */
export async function ownerOf(ctx: TestContext, endpoint: string): Promise<string | null> {
  const [row] = await rows<{ userId: string }>(ctx, sql`select user_id as "userId" from push_subscriptions where endpoint = ${endpoint}`);
  return row?.userId ?? null;
}

export const setLanguage = (ctx: TestContext, user: SignedUpUser, language: 'fr' | 'en') =>
  call(ctx, 'PATCH', '/api/users/my-users', { token: user.token, body: { settings: { language } } });
