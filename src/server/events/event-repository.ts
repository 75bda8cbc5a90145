import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { eventDishes, eventMenus, events, restaurants } from '@/server/db/schema';
import type { ParsedFilter } from '@/server/http/filter/filter-spec';

export const eventColumns = {
  id: events.id,
  restaurantId: events.restaurantId,
  restaurantName: restaurants.name,
  cityId: restaurants.cityId,
  titleFr: events.titleFr,
  titleEn: events.titleEn,
  descriptionFr: events.descriptionFr,
  descriptionEn: events.descriptionEn,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  capacity: events.capacity,
  priceAmount: events.priceAmount,
  currency: events.currency,
  imageUrl: events.imageUrl,
};

export type EventRow = Awaited<ReturnType<typeof findEventById>>;

export async function findEventById(db: Queryable, id: number) {
  const [row] = await db.select(eventColumns).from(events).innerJoin(restaurants, eq(restaurants.id, events.restaurantId)).where(eq(events.id, id));
  return row;
}

/** The first event matching a whitelisted LoopBack filter. */
export async function findFirstEvent(db: Queryable, filter: ParsedFilter) {
  const [row] = await db
    .select(eventColumns)
    .from(events)
    .innerJoin(restaurants, eq(restaurants.id, events.restaurantId))
    .where(filter.where)
    .orderBy(...filter.orderBy)
    .limit(1)
    .offset(filter.offset);
  return row;
}

export interface UpcomingFilter {
  cityId?: number;
  restaurantId?: number;
  now: Date;
}

const upcomingWhere = (filter: UpcomingFilter): SQL | undefined =>
  and(
    gt(events.endsAt, filter.now),
    filter.cityId !== undefined ? eq(restaurants.cityId, filter.cityId) : undefined,
    filter.restaurantId !== undefined ? eq(events.restaurantId, filter.restaurantId) : undefined,
  );

/** Events with their restaurant, and how many the filter finds in all (window count). */
const selectEventsWithTotal = (db: Queryable) =>
  db
    .select({ ...eventColumns, total: sql<number>`(count(*) over ())::int` })
    .from(events)
    .innerJoin(restaurants, eq(restaurants.id, events.restaurantId));

/** Events not yet over, soonest first, with the total. */
export async function findUpcomingEvents(db: Queryable, filter: UpcomingFilter, limit: number, offset: number) {
  return selectEventsWithTotal(db)
    .where(upcomingWhere(filter))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit)
    .offset(offset);
}

export async function countUpcomingEvents(db: Queryable, filter: UpcomingFilter): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(events).innerJoin(restaurants, eq(restaurants.id, events.restaurantId)).where(upcomingWhere(filter));
  return row?.total ?? 0;
}

export async function findEventDishLinks(db: Queryable, eventId: number) {
  return db
    .select({ eventId: eventDishes.eventId, dishId: eventDishes.dishId, stock: eventDishes.stock })
    .from(eventDishes)
    .where(eq(eventDishes.eventId, eventId))
    .orderBy(asc(eventDishes.dishId));
}

export async function findEventMenuIds(db: Queryable, eventId: number): Promise<number[]> {
  const rows = await db.select({ menuId: eventMenus.menuId }).from(eventMenus).where(eq(eventMenus.eventId, eventId)).orderBy(asc(eventMenus.menuId));
  return rows.map((row) => row.menuId);
}
