/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { formatMoney } from '@/lib/money/format-money';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { latestMailTo, mailsTo } from '../support/mailbox';
import { create, dishLine, draft, insertEvent, instantOf, patch, plainDish, prepareRestaurant, type BookingRestaurant, type TestEvent } from './booking-fixtures';

const ZONE = 'Africa/Lagos';

let ctx: TestContext;
let restaurant: BookingRestaurant;
let french: SignedUpUser;
let english: SignedUpUser;
let dish: { id: number; priceAmount: number; name: string };
let event: TestEvent;
let currency: string;
const at = (time: string) => instantOf(ctx, restaurant.date, time, ZONE);

beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  restaurant = await prepareRestaurant(ctx, ZONE);
  [french, english] = [await signUpUser(ctx, { firstName: 'Awa' }), await signUpUser(ctx, { firstName: 'John' })];
  await ctx.database.db.execute(sql`update user_settings set language = 'en' where user_id = ${english.session.user.id}`);
  dish = await plainDish(ctx, restaurant.id, null);
  event = await insertEvent(ctx, restaurant, { time: '19:00', priceAmount: 15_000, dishIds: [dish.id] });
  ({ currency } = event);
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => ctx.database.db.execute(sql`delete from reservations where restaurant_id = ${restaurant.id}`));

async function bookConfirmed(user: SignedUpUser, time = '20:00') {
  const res = await create(ctx, user.token, { restaurantId: restaurant.id, startsAt: await at(time), guests: 2 });
  expect(res.status).toBe(201);
  expect((await patch(ctx, user.token, res.json.id, { status: 'confirmed' })).status).toBe(200);
  return res.json.id as string;
}

async function bookEventConfirmed(user: SignedUpUser, portions = 0) {
  const res = await create(ctx, user.token, { restaurantId: restaurant.id, eventId: event.id, startsAt: event.startsAt, guests: 2 });
  expect(res.status).toBe(201);
  if (portions) expect((await draft(ctx, user.token, { reservationId: res.json.id, eventId: event.id, dishes: [dishLine(dish.id, portions)] })).status).toBe(200);
  expect((await patch(ctx, user.token, res.json.id, { status: 'confirmed' })).status).toBe(200);
  return res.json.id as string;
}

const price = (amount: number, locale: string) => formatMoney({ amount, currency }, locale);

describe('booking e-mails', () => {
  it('change mail: moving a confirmed booking 20:00 → 20:30 e-mails the new time', async () => {
    const id = await bookConfirmed(french);
    expect((await patch(ctx, french.token, id, { startsAt: await at('20:30') })).status).toBe(200);
    const mail = await latestMailTo(ctx.mailDir, french.email);
    expect(mail.subject).toMatch(/^Réservation modifiée — /);
    expect(mail.text).toContain('Bonjour Awa');
    expect(mail.text).toContain('20:30');
    expect(mail.text).not.toContain('20:00');
    expect(mail.html).toContain('20:30');
  });

  it('change mail: in the diner’s language (en) with the new party size', async () => {
    const id = await bookConfirmed(english);
    expect((await patch(ctx, english.token, id, { startsAt: await at('20:30'), guests: 3 })).status).toBe(200);
    const mail = await latestMailTo(ctx.mailDir, english.email);
    expect(mail.subject).toMatch(/^Booking changed — /);
    expect(mail.text).toContain('Hello John');
    expect(mail.text).toContain('20:30');
    expect(mail.text).toContain('3 guests');
  });

  it('cancellation mail: cancelling a confirmed booking e-mails the diner in their language', async () => {
    const fr = await bookConfirmed(french);
    expect((await patch(ctx, french.token, fr, { status: 'cancelled' })).status).toBe(200);
    const frMail = await latestMailTo(ctx.mailDir, french.email);
    expect(frMail.subject).toMatch(/^Réservation annulée — /);
    expect(frMail.text).toContain('20:00');
    const en = await bookConfirmed(english, '13:00');
    expect((await patch(ctx, english.token, en, { status: 'cancelled' })).status).toBe(200);
    const enMail = await latestMailTo(ctx.mailDir, english.email);
    expect(enMail.subject).toMatch(/^Booking cancelled — /);
    expect(enMail.text).toContain('13:00');
  });

  it('a draft (never confirmed) that is moved or dropped sends no mail', async () => {
    const before = (await mailsTo(ctx.mailDir, french.email)).length;
    const id = (await create(ctx, french.token, { restaurantId: restaurant.id, startsAt: await at('20:00'), guests: 2 })).json.id as string;
    expect((await patch(ctx, french.token, id, { startsAt: await at('20:30') })).status).toBe(200);
    expect((await patch(ctx, french.token, id, { status: 'cancelled' })).status).toBe(200);
    expect(await mailsTo(ctx.mailDir, french.email)).toHaveLength(before);
  });

  it('dishes added to a confirmed booking: a change mail with every order and the new total', async () => {
    const id = await bookConfirmed(french);
    const added = await call(ctx, 'POST', `/api/reservations/addOrder/${id}`, { token: french.token, body: { dishes: [dishLine(dish.id, 2)] } });
    expect(added.status).toBe(201);
    const mail = await latestMailTo(ctx.mailDir, french.email);
    expect(mail.subject).toMatch(/^Réservation modifiée — /);
    expect(mail.text).toContain(`2 × ${dish.name} — ${price(2 * dish.priceAmount, 'fr-FR')}`);
    expect(mail.text).toContain(`Total : ${price(2 * dish.priceAmount, 'fr-FR')}`);
  });

  it('event booking: the confirmation mail carries the per-person price line and the total', async () => {
    await bookEventConfirmed(french);
    const mail = await latestMailTo(ctx.mailDir, french.email);
    expect(mail.subject).toMatch(/^Réservation confirmée/);
    expect(mail.text).toContain(`2 × Soirée jazz (${price(15_000, 'fr-FR')} par personne) — ${price(30_000, 'fr-FR')}`);
    expect(mail.text).toContain(`Total : ${price(30_000, 'fr-FR')}`);
    expect(mail.html).toContain('Soirée jazz');
  });

  it('event booking with dishes: the total adds the event charge and the dishes', async () => {
    await bookEventConfirmed(french, 2);
    const mail = await latestMailTo(ctx.mailDir, french.email);
    expect(mail.text).toContain(`2 × ${dish.name} — ${price(2 * dish.priceAmount, 'fr-FR')}`);
    expect(mail.text).toContain(`Total : ${price(30_000 + 2 * dish.priceAmount, 'fr-FR')}`);
  });

  it('mail content is read in the diner’s language, whatever language the request came in', async () => {
    await bookEventConfirmed(english);
    const mail = await latestMailTo(ctx.mailDir, english.email);
    expect(mail.subject).toMatch(/^Booking confirmed/);
    expect(mail.text).toContain(`2 × Jazz night (${price(15_000, 'en-GB')} per person) — ${price(30_000, 'en-GB')}`);
    expect(mail.text).not.toContain('Soirée jazz');
  });
});
