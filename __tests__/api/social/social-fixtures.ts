import { sql } from 'drizzle-orm';
import { call, type TestContext } from '../support/test-app';
import { signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { create, instantOf, patch, rows, type BookingRestaurant } from '../reservations/booking-fixtures';
import { DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';

/** A confirmed booking of `host` at `time` on the restaurant's test date, for `guests` people. */
export async function bookConfirmed(ctx: TestContext, restaurant: BookingRestaurant, host: SignedUpUser, time = '20:00', guests = 4): Promise<string> {
  const created = await create(ctx, host.token, { restaurantId: restaurant.id, startsAt: await instantOf(ctx, restaurant.date, time, restaurant.timeZone), guests });
  if (created.status !== 201) throw new Error(`booking failed: ${created.status} ${created.text}`);
  const confirmed = await patch(ctx, host.token, created.json.id, { status: 'confirmed' });
  if (confirmed.status !== 200) throw new Error(`confirming failed: ${confirmed.status} ${confirmed.text}`);
  return created.json.id as string;
}

export async function openGroup(ctx: TestContext, host: SignedUpUser, reservationId: string) {
  const res = await call(ctx, 'POST', '/api/groups', { token: host.token, body: { reservationId } });
  if (res.status !== 201 && res.status !== 200) throw new Error(`group failed: ${res.status} ${res.text}`);
  return res.json as { id: string };
}

export async function createLink(ctx: TestContext, host: SignedUpUser, groupId: string) {
  const res = await call(ctx, 'POST', `/api/groups/${groupId}/links`, { token: host.token });
  if (res.status !== 201) throw new Error(`link failed: ${res.status} ${res.text}`);
  return res.json as { link: { id: string }; token: string; url: string };
}

export const answer = (ctx: TestContext, user: SignedUpUser | undefined, accessId: string, status: string) =>
  call(ctx, 'PATCH', `/api/groups/users/${accessId}`, { token: user?.token, body: { status } });

/** A booking with a group whose link `guest` used to say they come: the common starting point. */
export async function bookWithGuest(ctx: TestContext, restaurant: BookingRestaurant, host: SignedUpUser, guest: SignedUpUser, time = '20:00') {
  const reservationId = await bookConfirmed(ctx, restaurant, host, time);
  const group = await openGroup(ctx, host, reservationId);
  const { token } = await createLink(ctx, host, group.id);
  const accepted = await answer(ctx, guest, token, 'accepted');
  if (accepted.status !== 200) throw new Error(`accepting failed: ${accepted.status} ${accepted.text}`);
  return { reservationId, groupId: group.id, linkToken: token };
}

/** The cast of a shared booking: its host, an invited guest, and a stranger who must see none of it. */
export async function signUpParty(ctx: TestContext): Promise<{ host: SignedUpUser; guest: SignedUpUser; stranger: SignedUpUser }> {
  const host = await signUpUser(ctx, { firstName: 'Awa', lastName: 'Koné' });
  const guest = await signUpUser(ctx, { firstName: 'Moussa', lastName: 'Sarr' });
  const stranger = await signUpUser(ctx, { firstName: 'Fatou', lastName: 'Ndiaye' });
  return { host, guest, stranger };
}

export async function signUpMany(ctx: TestContext, count: number, firstName = 'Invité'): Promise<SignedUpUser[]> {
  const users: SignedUpUser[] = [];
  for (let i = 0; i < count; i += 1) users.push(await signUpUser(ctx, { firstName, lastName: `N${i}` }));
  return users;
}

export const statuses = (results: { status: number }[]) => results.reduce<Record<number, number>>((count, res) => ({ ...count, [res.status]: (count[res.status] ?? 0) + 1 }), {});

export async function clearBookings(ctx: TestContext, restaurantId: number) {
  await ctx.database.db.execute(sql`delete from reservations where restaurant_id = ${restaurantId}`);
}

export const countRows = async (ctx: TestContext, query: ReturnType<typeof sql>) => (await rows<{ count: number }>(ctx, query))[0].count;

/** The seeded staff account of a restaurant, signed in with the demo password (what the README documents). */
export async function logInStaffOf(ctx: TestContext, restaurantId: number): Promise<SignedUpUser> {
  const [staff] = await rows<{ email: string }>(ctx, sql`select u.email from restaurant_staff s join users u on u.id = s.user_id where s.restaurant_id = ${restaurantId} limit 1`);
  const res = await call(ctx, 'POST', '/api/auth/login', { body: { email: staff.email, password: DEMO_PASSWORD } });
  if (res.status !== 200) throw new Error(`staff login failed: ${res.status} ${res.text}`);
  return { email: staff.email, password: DEMO_PASSWORD, token: res.json.token, session: res.json };
}
