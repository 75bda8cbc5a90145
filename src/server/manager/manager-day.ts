import type { Queryable } from '@/server/db/client';
import { notFound } from '@/server/http/app-error-factory';
import { findLocalDate } from './manager-repository';

/** The day asked for, or the restaurant's own today. */
export async function resolveDay(db: Queryable, restaurantId: number, date: string | undefined, now: Date): Promise<string> {
  const day = date ?? (await findLocalDate(db, restaurantId, now));
  if (!day) throw notFound('Restaurant');
  return day;
}
