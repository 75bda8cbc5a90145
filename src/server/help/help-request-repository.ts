import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '@/server/db/client';
import { helpRequests, orders, reservations, restaurants, users } from '@/server/db/schema';

export interface NewHelpRequest {
  userId: string;
  email: string;
  topic: string;
  message: string;
  reservationId: string | null;
  orderId: string | null;
  createdAt: Date;
}

/**
 * The diner's own booking with what the request shows about it; another diner's id reads as
 * missing. FOR KEY SHARE: the row cannot be deleted before the request pointing at it commits.
 */
export async function findOwnReservationSubject(db: Queryable, userId: string, reservationId: string) {
  const [row] = await db
    .select({ id: reservations.id, restaurantName: restaurants.name, startsAt: reservations.startsAt, timeZone: restaurants.timeZone, guests: reservations.guests })
    .from(reservations)
    .innerJoin(restaurants, eq(restaurants.id, reservations.restaurantId))
    .where(and(eq(reservations.id, reservationId), eq(reservations.userId, userId)))
    .limit(1)
    .for('key share', { of: reservations });
  return row ?? null;
}

/** The diner's own order (take-away, delivery or a booking's pre-order), locked like a booking; another diner's id reads as missing. */
export async function findOwnOrderSubject(db: Queryable, userId: string, orderId: string) {
  const [row] = await db
    .select({ id: orders.id, restaurantName: restaurants.name, type: orders.type, createdAt: orders.createdAt, timeZone: restaurants.timeZone })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1)
    .for('key share', { of: orders });
  return row ?? null;
}

export async function findUserEmail(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

export async function insertHelpRequest(db: Queryable, values: NewHelpRequest): Promise<string> {
  const [row] = await db.insert(helpRequests).values(values).returning({ id: helpRequests.id });
  return row.id;
}

const reservationRestaurants = alias(restaurants, 'reservation_restaurants');
const orderRestaurants = alias(restaurants, 'order_restaurants');

export type HelpRequestRow = Awaited<ReturnType<typeof findHelpRequestsOfUser>>[number];

/** The diner's requests, newest first, each with the booking or order it is about (null once deleted). */
export async function findHelpRequestsOfUser(db: Queryable, userId: string, limit: number, onlyId?: string) {
  return db
    .select({
      id: helpRequests.id,
      topic: helpRequests.topic,
      message: helpRequests.message,
      status: helpRequests.status,
      answer: helpRequests.answer,
      answeredAt: helpRequests.answeredAt,
      createdAt: helpRequests.createdAt,
      reservation: {
        id: reservations.id,
        restaurantName: reservationRestaurants.name,
        startsAt: reservations.startsAt,
        timeZone: reservationRestaurants.timeZone,
        guests: reservations.guests,
      },
      order: {
        id: orders.id,
        restaurantName: orderRestaurants.name,
        type: orders.type,
        createdAt: orders.createdAt,
        timeZone: orderRestaurants.timeZone,
      },
    })
    .from(helpRequests)
    .leftJoin(reservations, eq(reservations.id, helpRequests.reservationId))
    .leftJoin(reservationRestaurants, eq(reservationRestaurants.id, reservations.restaurantId))
    .leftJoin(orders, eq(orders.id, helpRequests.orderId))
    .leftJoin(orderRestaurants, eq(orderRestaurants.id, orders.restaurantId))
    .where(and(eq(helpRequests.userId, userId), onlyId ? eq(helpRequests.id, onlyId) : undefined))
    .orderBy(desc(helpRequests.createdAt), desc(helpRequests.id))
    .limit(limit);
}
