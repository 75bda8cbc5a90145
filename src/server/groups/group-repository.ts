import { and, asc, count, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { cities, groupInvitations, groups, reservations, restaurants, users } from '@/server/db/schema';

const firstImageUrl = sql<string | null>`(select i.url from restaurant_images i where i.restaurant_id = ${restaurants.id} order by coalesce(i."order", 0), i.id limit 1)`;

const bookingColumns = {
  groupId: groups.id,
  reservationId: reservations.id,
  hostId: reservations.userId,
  hostFirstName: users.firstName,
  hostLastName: users.lastName,
  bookingStatus: reservations.status,
  startsAt: reservations.startsAt,
  partySize: reservations.guests,
  restaurantId: restaurants.id,
  restaurantName: restaurants.name,
  timeZone: restaurants.timeZone,
  cityName: cities.name,
  imageUrl: firstImageUrl,
};

function selectBookings(db: Queryable) {
  return db
    .select(bookingColumns)
    .from(reservations)
    .innerJoin(restaurants, eq(restaurants.id, reservations.restaurantId))
    .innerJoin(cities, eq(cities.id, restaurants.cityId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .leftJoin(groups, eq(groups.reservationId, reservations.id));
}

/** A booking with its restaurant, its host and its group (groupId null until the host invites). */
export type BookingRow = NonNullable<Awaited<ReturnType<typeof findBookingOfReservation>>>;
export type GroupBooking = BookingRow & { groupId: string };

export async function findBookingOfReservation(db: Queryable, reservationId: string) {
  const [row] = await selectBookings(db).where(eq(reservations.id, reservationId)).limit(1);
  return row ?? null;
}

export async function findBookingOfGroup(db: Queryable, groupId: string): Promise<GroupBooking | null> {
  const [row] = await selectBookings(db).where(eq(groups.id, groupId)).limit(1);
  return row ? { ...row, groupId } : null;
}

/** Creates the booking's group unless it exists (the unique reservation_id settles a race); answers its id. */
export async function ensureGroup(db: Queryable, reservationId: string, ownerId: string, name: string): Promise<string> {
  await db.insert(groups).values({ reservationId, ownerId, name }).onConflictDoNothing({ target: groups.reservationId });
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.reservationId, reservationId));
  return row.id;
}

/** Holds the group until the transaction ends: answers to it queue, so seats are counted one at a time. */
export async function lockGroup(tx: Queryable, groupId: string) {
  await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for('update');
}

export type InvitationRow = Awaited<ReturnType<typeof findInvitationsOfGroup>>[number];

/** Every invitation of the group that is not revoked: links (no user) and diners, oldest first. */
export async function findInvitationsOfGroup(db: Queryable, groupId: string) {
  return db
    .select({
      id: groupInvitations.id,
      userId: groupInvitations.userId,
      accessId: groupInvitations.accessId,
      status: groupInvitations.status,
      createdAt: groupInvitations.createdAt,
      respondedAt: groupInvitations.respondedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(groupInvitations)
    .leftJoin(users, eq(users.id, groupInvitations.userId))
    .where(and(eq(groupInvitations.groupId, groupId), ne(groupInvitations.status, 'revoked')))
    .orderBy(asc(groupInvitations.createdAt), asc(groupInvitations.id));
}

export async function findInvitationOfUser(db: Queryable, groupId: string, userId: string) {
  const [row] = await db
    .select({ id: groupInvitations.id, status: groupInvitations.status, accessId: groupInvitations.accessId })
    .from(groupInvitations)
    .where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findInvitationInGroup(db: Queryable, groupId: string, invitationId: string) {
  const [row] = await db
    .select({ id: groupInvitations.id, userId: groupInvitations.userId, status: groupInvitations.status })
    .from(groupInvitations)
    .where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.id, invitationId)))
    .limit(1);
  return row ?? null;
}

/**
 * What an access id opens: a link by the hash of its token (links have no user), or a diner's own
 * invitation by its plain id (those have one). Each kind only matches its own way, so a leaked
 * link hash is not a token. Revoked ones open nothing.
 */
export async function findInvitationByAccess(db: Queryable, accessId: string, accessHash: string) {
  const [row] = await db
    .select({ id: groupInvitations.id, groupId: groupInvitations.groupId, userId: groupInvitations.userId, status: groupInvitations.status })
    .from(groupInvitations)
    .where(
      and(
        ne(groupInvitations.status, 'revoked'),
        or(
          and(eq(groupInvitations.accessId, accessHash), isNull(groupInvitations.userId)),
          and(eq(groupInvitations.accessId, accessId), isNotNull(groupInvitations.userId)),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function countActiveLinks(db: Queryable, groupId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(groupInvitations)
    .where(and(eq(groupInvitations.groupId, groupId), isNull(groupInvitations.userId), eq(groupInvitations.status, 'pending')));
  return row?.total ?? 0;
}

export async function countAccepted(db: Queryable, groupId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(groupInvitations)
    .where(and(eq(groupInvitations.groupId, groupId), isNotNull(groupInvitations.userId), eq(groupInvitations.status, 'accepted')));
  return row?.total ?? 0;
}

export async function insertLinkInvitation(db: Queryable, groupId: string, accessHash: string) {
  const [row] = await db
    .insert(groupInvitations)
    .values({ groupId, accessId: accessHash })
    .returning({ id: groupInvitations.id, createdAt: groupInvitations.createdAt });
  return row;
}

export async function insertDinerInvitation(db: Queryable, input: { groupId: string; userId: string; accessId: string; status: 'pending' | 'accepted' | 'declined'; respondedAt: Date | null }) {
  await db.insert(groupInvitations).values(input);
}

export async function setInvitationStatus(db: Queryable, invitationId: string, status: 'pending' | 'accepted' | 'declined' | 'revoked', respondedAt: Date | null) {
  await db.update(groupInvitations).set({ status, respondedAt }).where(eq(groupInvitations.id, invitationId));
}

/** The diner an e-mail address or a phone number belongs to. */
export async function findDinerByContact(db: Queryable, contact: { email: string } | { phone: string }) {
  const where = 'email' in contact ? sql`lower(${users.email}) = ${contact.email.toLowerCase()}` : eq(users.phone, contact.phone);
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return row ?? null;
}

/** Who hears of a change to a group (live events): its host and every diner with an invitation, whatever the answer. */
export async function findGroupAudience(db: Queryable, groupId: string): Promise<{ reservationId: string; userIds: string[] } | null> {
  const [group] = await db
    .select({ reservationId: groups.reservationId, hostId: reservations.userId })
    .from(groups)
    .innerJoin(reservations, eq(reservations.id, groups.reservationId))
    .where(eq(groups.id, groupId))
    .limit(1);
  if (!group?.reservationId) return null;
  const invited = await db
    .select({ userId: groupInvitations.userId })
    .from(groupInvitations)
    .where(and(eq(groupInvitations.groupId, groupId), isNotNull(groupInvitations.userId)));
  return { reservationId: group.reservationId, userIds: [group.hostId, ...invited.flatMap((row) => (row.userId ? [row.userId] : []))] };
}

/** A booking's party: its diner and the guests who are coming (the same rule as isAcceptedGuestSql). */
export async function findPartyUserIds(db: Queryable, reservationId: string): Promise<string[]> {
  const [booking] = await db.select({ hostId: reservations.userId }).from(reservations).where(eq(reservations.id, reservationId)).limit(1);
  if (!booking) return [];
  const guests = await db
    .select({ userId: groupInvitations.userId })
    .from(groupInvitations)
    .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
    .where(and(eq(groups.reservationId, reservationId), eq(groupInvitations.status, 'accepted'), isNotNull(groupInvitations.userId)));
  return [booking.hostId, ...guests.flatMap((row) => (row.userId ? [row.userId] : []))];
}
