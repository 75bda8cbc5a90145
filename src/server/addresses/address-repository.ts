import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { addresses, cities, users } from '@/server/db/schema';

export type AddressRow = Awaited<ReturnType<typeof findAddressesOfUser>>[number];

export interface AddressValues {
  label?: string;
  line1?: string;
  line2?: string | null;
  district?: string | null;
  cityId?: number;
  phone?: string | null;
  instructions?: string | null;
  landmark?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  isDefault?: boolean;
}

export type NewAddressValues = AddressValues & { label: string; line1: string; cityId: number; isDefault: boolean };

const addressColumns = {
  id: addresses.id,
  label: addresses.label,
  line1: addresses.line1,
  line2: addresses.line2,
  district: addresses.district,
  cityId: addresses.cityId,
  cityName: cities.name,
  phone: addresses.phone,
  instructions: addresses.instructions,
  landmark: addresses.landmark,
  latitude: addresses.latitude,
  longitude: addresses.longitude,
  isDefault: addresses.isDefault,
  createdAt: addresses.createdAt,
};

/** The default first, then the most recent. */
export async function findAddressesOfUser(db: Queryable, userId: string) {
  return db
    .select(addressColumns)
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id));
}

/** Only an address the user owns: another user's id reads as missing. */
export async function findOwnAddress(db: Queryable, userId: string, addressId: string) {
  const [row] = await db
    .select(addressColumns)
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Row lock on the owner: one address write per user at a time, so the limit and the single default hold. */
export async function lockUser(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export async function countAddressesOfUser(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.total ?? 0;
}

export async function cityExists(db: Queryable, cityId: number): Promise<boolean> {
  const rows = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1);
  return rows.length > 0;
}

export async function insertAddress(db: Queryable, userId: string, values: NewAddressValues, createdAt: Date): Promise<string> {
  const [row] = await db.insert(addresses).values({ ...values, userId, createdAt }).returning({ id: addresses.id });
  return row.id;
}

export async function updateOwnAddress(db: Queryable, userId: string, addressId: string, values: AddressValues): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

export async function unsetOtherDefaults(db: Queryable, userId: string, keepAddressId: string): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, keepAddressId), eq(addresses.isDefault, true)));
}

export async function deleteOwnAddress(db: Queryable, userId: string, addressId: string): Promise<{ wasDefault: boolean } | null> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ isDefault: addresses.isDefault });
  return row ? { wasDefault: row.isDefault } : null;
}

/** The oldest remaining address becomes the default, so a user with addresses always has one. */
export async function promoteOldestToDefault(db: Queryable, userId: string): Promise<void> {
  const [oldest] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id))
    .limit(1);
  if (oldest) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, oldest.id));
}
