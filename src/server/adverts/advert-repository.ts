import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { adverts } from '@/server/db/schema';

const advertColumns = {
  id: adverts.id,
  restaurantId: adverts.restaurantId,
  titleFr: adverts.titleFr,
  titleEn: adverts.titleEn,
  bodyFr: adverts.bodyFr,
  bodyEn: adverts.bodyEn,
  imageUrl: adverts.imageUrl,
  linkUrl: adverts.linkUrl,
  position: adverts.position,
  startsAt: adverts.startsAt,
  endsAt: adverts.endsAt,
};

export type AdvertRow = Awaited<ReturnType<typeof findActiveAdverts>>[number];

/** starts_at ≤ now < ends_at, by position. */
export async function findActiveAdverts(db: Queryable, now: Date) {
  return db
    .select(advertColumns)
    .from(adverts)
    .where(and(lte(adverts.startsAt, now), gt(adverts.endsAt, now)))
    .orderBy(asc(adverts.position), asc(adverts.id));
}

export async function findAdvertById(db: Queryable, id: number) {
  const [row] = await db.select(advertColumns).from(adverts).where(eq(adverts.id, id));
  return row;
}
