/** @jest-environment node */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError, RELAXED_RATE_LIMIT, signUpUser, type SignedUpUser } from '../accounts/account-fixtures';
import { appAt, create, dishLine, patch, plainDish, prepareRestaurant, rows, type BookingRestaurant } from '../reservations/booking-fixtures';
import { extractLinks, latestMailTo } from '../support/mailbox';
import { answer, bookConfirmed, bookWithGuest, clearBookings, countRows, createLink, openGroup, signUpParty } from '../social/social-fixtures';
import { itRace } from '../support/concurrency';

let ctx: TestContext;
let restaurant: BookingRestaurant;
let host: SignedUpUser;
let guest: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  ctx = await createTestContext(RELAXED_RATE_LIMIT);
  restaurant = await prepareRestaurant(ctx, 'Africa/Abidjan');
  ({ host, guest, stranger } = await signUpParty(ctx));
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => clearBookings(ctx, restaurant.id));

const getGroup = (user: SignedUpUser | undefined, id: string) => call(ctx, 'GET', `/api/groups/${id}`, { token: user?.token });
const getReservation = (user: SignedUpUser, id: string) => call(ctx, 'GET', `/api/reservations/${id}`, { token: user.token });

describe('POST /api/groups', () => {
  it('creates the booking’s group once: 201, then 200 with the same group', async () => {
    const reservationId = await bookConfirmed(ctx, restaurant, host);
    const first = await call(ctx, 'POST', '/api/groups', { token: host.token, body: { reservationId } });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ reservationId, role: 'host', hostName: 'Awa K.', partySize: 4, seatsLeft: 3, members: [], links: [] });
    const again = await call(ctx, 'POST', '/api/groups', { token: host.token, body: { reservationId } });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
  });

  it('refuses bad input (400), no session (401), another diner’s booking (404) and a draft (409 invitation_closed)', async () => {
    const reservationId = await bookConfirmed(ctx, restaurant, host);
    expectError(await call(ctx, 'POST', '/api/groups', { token: host.token, body: { reservationId: 'nope' } }), 400, 'validation_failed');
    expectError(await call(ctx, 'POST', '/api/groups', { token: host.token, body: { reservationId, extra: 1 } }), 400, 'validation_failed');
    expectError(await call(ctx, 'POST', '/api/groups', { body: { reservationId } }), 401, 'unauthenticated');
    expectError(await call(ctx, 'POST', '/api/groups', { token: stranger.token, body: { reservationId } }), 404, 'not_found');
    const draft = await create(ctx, host.token, { restaurantId: restaurant.id, startsAt: new Date(Date.parse((await getReservation(host, reservationId)).json.startsAt) - 3 * 3_600_000).toISOString(), guests: 2 });
    expect(draft.status).toBe(201);
    expectError(await call(ctx, 'POST', '/api/groups', { token: host.token, body: { reservationId: draft.json.id } }), 409, 'invitation_closed');
  });

  itRace('opens one group however many requests race for it', async () => {
    const reservationId = await bookConfirmed(ctx, restaurant, host);
    const results = await Promise.all(Array.from({ length: 8 }, () => call(ctx, 'POST', '/api/groups', { token: host.token, body: { reservationId } })));
    expect(results.every((res) => res.status === 200 || res.status === 201)).toBe(true);
    expect(new Set(results.map((res) => res.json.id)).size).toBe(1);
    expect(await countRows(ctx, sql`select count(*)::int as count from groups where reservation_id = ${reservationId}::uuid`)).toBe(1);
  });
});

describe('invitation links', () => {
  it('answers an unguessable token once and stores only its SHA-256', async () => {
    const group = await openGroup(ctx, host, await bookConfirmed(ctx, restaurant, host));
    const created = await createLink(ctx, host, group.id);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.url).toBe(`http://localhost:3000/invitation/${created.token}`);
    const [stored] = await rows<{ accessId: string }>(ctx, sql`select access_id as "accessId" from group_invitations where id = ${created.link.id}::uuid`);
    expect(stored.accessId).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(stored.accessId).not.toContain(created.token);
    expect((await getGroup(host, group.id)).json.links).toEqual([{ id: created.link.id, createdAt: expect.any(String) }]);
  });

  it('previews the invitation to anyone holding the link, without the address or the other guests', async () => {
    const { linkToken, reservationId } = await bookWithGuest(ctx, restaurant, host, guest);
    const preview = await call(ctx, 'GET', `/api/groups/invitations/${linkToken}`);
    expect(preview.status).toBe(200);
    expect(preview.json).toEqual({
      hostName: 'Awa K.', partySize: 4, startsAt: (await getReservation(host, reservationId)).json.startsAt, timeZone: 'Africa/Abidjan', isOpen: true,
      restaurant: { id: restaurant.id, name: expect.any(String), cityName: expect.any(String), imageUrl: expect.any(String) },
      viewer: { role: 'visitor', status: null, reservationId: null },
    });
    expect(preview.text).not.toContain('Moussa');
    expect((await call(ctx, 'GET', `/api/groups/invitations/${linkToken}`, { token: guest.token })).json.viewer).toEqual({ role: 'guest', status: 'accepted', reservationId });
    expect((await call(ctx, 'GET', `/api/groups/invitations/${linkToken}`, { token: host.token })).json.viewer).toEqual({ role: 'host', status: null, reservationId });
  });

  it('opens nothing with a malformed (400), unknown or hashed token (404): a leaked hash is not a token', async () => {
    const group = await openGroup(ctx, host, await bookConfirmed(ctx, restaurant, host));
    const { token } = await createLink(ctx, host, group.id);
    const hash = createHash('sha256').update(token).digest('hex');
    expectError(await call(ctx, 'GET', '/api/groups/invitations/not*valid'), 400, 'validation_failed');
    expectError(await call(ctx, 'GET', `/api/groups/invitations/${'x'.repeat(43)}`), 404, 'not_found');
    expectError(await call(ctx, 'GET', `/api/groups/invitations/${hash}`), 404, 'not_found');
    expectError(await answer(ctx, guest, hash, 'accepted'), 404, 'not_found');
  });

  it('lets only the host create links: a guest gets 403, a stranger 404', async () => {
    const { groupId } = await bookWithGuest(ctx, restaurant, host, guest);
    expectError(await call(ctx, 'POST', `/api/groups/${groupId}/links`, { token: guest.token }), 403, 'forbidden');
    expectError(await call(ctx, 'POST', `/api/groups/${groupId}/links`, { token: stranger.token }), 404, 'not_found');
    expectError(await call(ctx, 'POST', `/api/groups/${groupId}/links`), 401, 'unauthenticated');
  });

  it('stops working once the host revokes it, while those who came through it stay', async () => {
    const { groupId, linkToken, reservationId } = await bookWithGuest(ctx, restaurant, host, guest);
    const linkId = (await getGroup(host, groupId)).json.links[0].id;
    expectError(await call(ctx, 'DELETE', `/api/groups/${groupId}/invitations/${linkId}`, { token: guest.token }), 403, 'forbidden');
    const revoked = await call(ctx, 'DELETE', `/api/groups/${groupId}/invitations/${linkId}`, { token: host.token });
    expect(revoked.status).toBe(200);
    expect(revoked.json.links).toEqual([]);
    expectError(await call(ctx, 'GET', `/api/groups/invitations/${linkToken}`), 404, 'not_found');
    expectError(await answer(ctx, stranger, linkToken, 'accepted'), 404, 'not_found');
    expect((await getReservation(guest, reservationId)).status).toBe(200);
    expectError(await call(ctx, 'DELETE', `/api/groups/${groupId}/invitations/${linkId}`, { token: host.token }), 404, 'not_found');
  });
});

describe('PATCH /api/groups/users/{accessId}', () => {
  it('lets a guest accept: the host sees who is coming; the guest sees that booking only, and cannot change it', async () => {
    const other = await bookConfirmed(ctx, restaurant, host, '13:00');
    const { groupId, reservationId } = await bookWithGuest(ctx, restaurant, host, guest);
    const hostView = await getGroup(host, groupId);
    expect(hostView.json.members).toEqual([{ invitationId: expect.any(String), name: 'Moussa S.', status: 'accepted', isMe: false, respondedAt: expect.any(String) }]);
    expect(hostView.json.seatsLeft).toBe(2);
    const guestView = await getGroup(guest, groupId);
    expect(guestView.json).toMatchObject({ role: 'guest', myStatus: 'accepted', myAccessId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), links: [] });

    const booking = await getReservation(guest, reservationId);
    expect(booking.status).toBe(200);
    expect(booking.json.viewerRole).toBe('guest');
    expect((await getReservation(host, reservationId)).json.viewerRole).toBe('host');
    expectError(await getReservation(guest, other), 404, 'not_found');
    expect((await call(ctx, 'GET', '/api/reservations', { token: guest.token })).json.items).toEqual([]);
    expectError(await patch(ctx, guest.token, reservationId, { status: 'cancelled' }), 404, 'not_found');
    expectError(await call(ctx, 'GET', `/api/groups?reservationId=${other}`, { token: guest.token }), 404, 'not_found');
  });

  it('refuses bad input (400), no session (401), an unknown access (404) and the host’s own link (409 already_host)', async () => {
    const group = await openGroup(ctx, host, await bookConfirmed(ctx, restaurant, host));
    const { token } = await createLink(ctx, host, group.id);
    expectError(await answer(ctx, guest, token, 'maybe'), 400, 'validation_failed');
    expectError(await call(ctx, 'PATCH', `/api/groups/users/${token}`, { token: guest.token, body: {} }), 400, 'validation_failed');
    expectError(await answer(ctx, undefined, token, 'accepted'), 401, 'unauthenticated');
    expectError(await answer(ctx, guest, 'A'.repeat(22), 'accepted'), 404, 'not_found');
    expectError(await answer(ctx, host, token, 'accepted'), 409, 'already_host');
  });

  it('lets a guest stop coming with their own access id: the booking closes to them', async () => {
    const { groupId, reservationId } = await bookWithGuest(ctx, restaurant, host, guest);
    const { myAccessId } = (await getGroup(guest, groupId)).json;
    const declined = await answer(ctx, guest, myAccessId, 'declined');
    expect(declined.status).toBe(200);
    expect(declined.json.myStatus).toBe('declined');
    expectError(await getReservation(guest, reservationId), 404, 'not_found');
    expectError(await answer(ctx, stranger, myAccessId, 'accepted'), 404, 'not_found');
    expect((await getGroup(host, groupId)).json.members[0].status).toBe('declined');
  });

  it('keeps a diner the host removed out, even through a link that still works', async () => {
    const { groupId, linkToken, reservationId } = await bookWithGuest(ctx, restaurant, host, guest);
    const { invitationId } = (await getGroup(host, groupId)).json.members[0];
    expect((await call(ctx, 'DELETE', `/api/groups/${groupId}/invitations/${invitationId}`, { token: host.token })).status).toBe(200);
    expectError(await getReservation(guest, reservationId), 404, 'not_found');
    expectError(await getGroup(guest, groupId), 404, 'not_found');
    expectError(await answer(ctx, guest, linkToken, 'accepted'), 404, 'not_found');
  });

  it('fills the table: with every seat taken a diner is refused 409 group_full, until someone stops coming', async () => {
    const reservationId = await bookConfirmed(ctx, restaurant, host, '20:00', 2);
    const group = await openGroup(ctx, host, reservationId);
    const { token } = await createLink(ctx, host, group.id);
    expect((await answer(ctx, guest, token, 'accepted')).status).toBe(200);
    expectError(await answer(ctx, stranger, token, 'accepted'), 409, 'group_full');
    expect((await answer(ctx, stranger, token, 'declined')).status).toBe(200);
    expect((await answer(ctx, guest, token, 'declined')).status).toBe(200);
    expect((await answer(ctx, stranger, token, 'accepted')).json.myStatus).toBe('accepted');
  });

  it('closes with the booking: once it has started nobody may accept, though anyone may still decline', async () => {
    const reservationId = await bookConfirmed(ctx, restaurant, host);
    const group = await openGroup(ctx, host, reservationId);
    const { token } = await createLink(ctx, host, group.id);
    const later = appAt(ctx, new Date(Date.parse((await getReservation(host, reservationId)).json.startsAt) + 60_000));
    expectError(await answer(later, guest, token, 'accepted'), 409, 'invitation_closed');
    expect((await answer(later, guest, token, 'declined')).status).toBe(200);
    expect((await call(later, 'GET', `/api/groups/invitations/${token}`)).json.isOpen).toBe(false);
  });
});

describe('inviting an existing diner', () => {
  const invite = (user: SignedUpUser, groupId: string, body: unknown) => call(ctx, 'POST', `/api/groups/${groupId}/invitations`, { token: user.token, body });

  it('finds them by e-mail, e-mails them a link only they can answer, and the host sees them invited', async () => {
    const group = await openGroup(ctx, host, await bookConfirmed(ctx, restaurant, host));
    const res = await invite(host, group.id, { email: guest.email.toUpperCase() });
    expect(res.status).toBe(201);
    expect(res.json.members).toEqual([expect.objectContaining({ name: 'Moussa S.', status: 'pending' })]);
    const mail = await latestMailTo(ctx.mailDir, guest.email);
    expect(mail.subject).toBe(`Awa K. vous invite chez ${res.json.restaurant.name}`);
    const link = extractLinks(mail).find((url) => url.pathname.startsWith('/invitation/'))!;
    const accessId = link.pathname.split('/').pop()!;
    expect((await call(ctx, 'GET', `/api/groups/invitations/${accessId}`, { token: guest.token })).json.viewer).toMatchObject({ role: 'guest', status: 'pending' });
    expectError(await answer(ctx, stranger, accessId, 'accepted'), 404, 'not_found');
    expect((await answer(ctx, guest, accessId, 'accepted')).json.myStatus).toBe('accepted');
    expectError(await invite(host, group.id, { email: guest.email }), 409, 'already_invited');
  });

  it('finds them by phone number too', async () => {
    await ctx.database.db.execute(sql`update users set phone = '+2250708091011' where id = ${stranger.session.user.id}::uuid`);
    const group = await openGroup(ctx, host, await bookConfirmed(ctx, restaurant, host));
    const res = await invite(host, group.id, { phone: '+225 07 08 09 10 11' });
    expect(res.status).toBe(201);
    expect(res.json.members[0]).toMatchObject({ name: 'Fatou N.', status: 'pending' });
  });

  it('refuses bad input (400), an unknown diner (404), oneself (400), a guest (403) and a stranger (404)', async () => {
    const { groupId } = await bookWithGuest(ctx, restaurant, host, guest);
    expectError(await invite(host, groupId, { email: 'not-an-email' }), 400, 'validation_failed');
    expectError(await invite(host, groupId, { email: stranger.email, phone: '+2250102030405' }), 400, 'validation_failed');
    expectError(await invite(host, groupId, {}), 400, 'validation_failed');
    expectError(await invite(host, groupId, { email: 'nobody@example.ci' }), 404, 'not_found');
    expectError(await invite(host, groupId, { email: host.email }), 400, 'cannot_invite_yourself');
    expectError(await invite(guest, groupId, { email: stranger.email }), 403, 'forbidden');
    expectError(await invite(stranger, groupId, { email: guest.email }), 404, 'not_found');
  });

  it('answers 429 with Retry-After after 20 look-ups an hour (asking is also learning who has an account)', async () => {
    const curious = await signUpUser(ctx, { firstName: 'Kofi', lastName: 'Mensah' });
    const group = await openGroup(ctx, curious, await bookConfirmed(ctx, restaurant, curious));
    for (let i = 0; i < 20; i += 1) expect((await invite(curious, group.id, { email: `nobody${i}@example.ci` })).status).toBe(404);
    const limited = await invite(curious, group.id, { email: stranger.email });
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET /api/groups', () => {
  it('answers the host null before any invitation, then the group; a guest the group; anyone else 404', async () => {
    const reservationId = await bookConfirmed(ctx, restaurant, host);
    const query = (user: SignedUpUser) => call(ctx, 'GET', `/api/groups?reservationId=${reservationId}`, { token: user.token });
    expect((await query(host)).json).toEqual({ group: null });
    expectError(await query(guest), 404, 'not_found');
    const group = await openGroup(ctx, host, reservationId);
    const { token } = await createLink(ctx, host, group.id);
    expect((await query(host)).json.group.id).toBe(group.id);
    expectError(await query(guest), 404, 'not_found');
    await answer(ctx, guest, token, 'accepted');
    expect((await query(guest)).json.group).toMatchObject({ id: group.id, role: 'guest' });
    expectError(await query(stranger), 404, 'not_found');
    expectError(await call(ctx, 'GET', '/api/groups?reservationId=nope', { token: host.token }), 400, 'validation_failed');
    expectError(await getGroup(stranger, group.id), 404, 'not_found');
    expectError(await getGroup(undefined, group.id), 401, 'unauthenticated');
  });
});

describe('guests add their own dishes with addOrder', () => {
  it('takes a coming guest’s order as theirs; a stranger or a guest who stopped coming gets 404', async () => {
    const dish = await plainDish(ctx, restaurant.id, null);
    const { reservationId, groupId } = await bookWithGuest(ctx, restaurant, host, guest);
    const added = await call(ctx, 'POST', `/api/reservations/addOrder/${reservationId}`, { token: guest.token, body: { dishes: [dishLine(dish.id, 2)] } });
    expect(added.status).toBe(201);
    expect(added.json.viewerRole).toBe('guest');
    const [order] = await rows<{ userId: string }>(ctx, sql`select user_id as "userId" from orders where reservation_id = ${reservationId}::uuid`);
    expect(order.userId).toBe(guest.session.user.id);
    expect((await getReservation(host, reservationId)).json.orders[0].lines[0]).toMatchObject({ dishId: dish.id, quantity: 2 });
    expectError(await call(ctx, 'POST', `/api/reservations/addOrder/${reservationId}`, { token: stranger.token, body: { dishes: [dishLine(dish.id)] } }), 404, 'not_found');
    await answer(ctx, guest, (await getGroup(guest, groupId)).json.myAccessId, 'declined');
    expectError(await call(ctx, 'POST', `/api/reservations/addOrder/${reservationId}`, { token: guest.token, body: { dishes: [dishLine(dish.id)] } }), 404, 'not_found');
  });
});
