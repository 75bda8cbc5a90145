/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { runDueJobs } from '@/server/jobs/run-due-jobs';
import { createTestContext, type TestContext } from '../support/test-app';
import { RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { mailsTo } from '../support/mailbox';
import { create, insertEvent, instantOf, patch, prepareRestaurant, type BookingRestaurant } from './booking-fixtures';
import { itRace } from '../support/concurrency';

const ZONE = 'Africa/Abidjan';

let ctx: TestContext;
let restaurant: BookingRestaurant;
let diner: SignedUpUser;

beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  restaurant = await prepareRestaurant(ctx, ZONE);
  diner = await signUpUser(ctx);
}, 60_000);
afterAll(() => ctx.close());

async function book(time: string, confirm: boolean) {
  const res = await create(ctx, diner.token, { restaurantId: restaurant.id, startsAt: await instantOf(ctx, restaurant.date, time, ZONE), guests: 2 });
  if (confirm) expect((await patch(ctx, diner.token, res.json.id, { status: 'confirmed' })).status).toBe(200);
  return res.json as { id: string; startsAt: string };
}

const reminders = async () => (await mailsTo(ctx.mailDir, diner.email)).filter((mail) => mail.subject.startsWith('Rappel'));

describe('npm run jobs: booking reminders', () => {
  it('reminder job sends once (run twice → one mail), only for confirmed bookings within the lead time', async () => {
    const soon = await book('20:00', true);
    await book('12:00', false);
    // Five hours before the booking: inside the 24-hour lead time. The 12:00 draft is not confirmed.
    const deps = { ...ctx.deps, now: () => new Date(new Date(soon.startsAt).getTime() - 5 * 3_600_000) };
    expect((await runDueJobs(deps)).remindersSent).toBe(1);
    expect((await runDueJobs(deps)).remindersSent).toBe(0);
    const mails = await reminders();
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('20:00');
  });

  itRace('two reminder runs at once send one mail: each booking is claimed by one run', async () => {
    await ctx.database.db.execute(sql`delete from reservations where restaurant_id = ${restaurant.id}`);
    const before = (await reminders()).length;
    const soon = await book('21:00', true);
    const deps = { ...ctx.deps, now: () => new Date(new Date(soon.startsAt).getTime() - 5 * 3_600_000) };
    const [first, second] = await Promise.all([runDueJobs(deps), runDueJobs(deps)]);
    expect(first.remindersSent + second.remindersSent).toBe(1);
    expect((await reminders()).length - before).toBe(1);
  });

  it('sends nothing for a booking further away than the lead time', async () => {
    await ctx.database.db.execute(sql`delete from reservations where restaurant_id = ${restaurant.id}`);
    const later = await book('13:00', true);
    const deps = { ...ctx.deps, now: () => new Date(new Date(later.startsAt).getTime() - 30 * 3_600_000) };
    expect((await runDueJobs(deps)).remindersSent).toBe(0);
    expect((await runDueJobs(deps, { reminders: { leadHours: 36 } })).remindersSent).toBe(1);
  });

  it('reminder mail: an English-speaking diner’s reminder reads the booking in English (event title, price line)', async () => {
    await ctx.database.db.execute(sql`delete from reservations where restaurant_id = ${restaurant.id}`);
    const english = await signUpUser(ctx, { firstName: 'John' });
    await ctx.database.db.execute(sql`update user_settings set language = 'en' where user_id = ${english.session.user.id}`);
    const event = await insertEvent(ctx, restaurant, { time: '19:00' });
    const res = await create(ctx, english.token, { restaurantId: restaurant.id, eventId: event.id, startsAt: event.startsAt, guests: 2 });
    expect((await patch(ctx, english.token, res.json.id, { status: 'confirmed' })).status).toBe(200);
    const deps = { ...ctx.deps, now: () => new Date(Date.parse(event.startsAt) - 5 * 3_600_000) };
    expect((await runDueJobs(deps)).remindersSent).toBe(1);
    const [reminder] = (await mailsTo(ctx.mailDir, english.email)).filter((mail) => mail.subject.startsWith('Reminder'));
    expect(reminder.text).toContain('Jazz night');
    expect(reminder.text).not.toContain('Soirée jazz');
  });
});
