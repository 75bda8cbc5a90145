import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { addresses, cities, countries, userSettings, users } from '@/server/db/schema';

const emailMatches = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}

/**
 * Answers null when the e-mail is taken (case-insensitively, by the users_email_uq index). No error
 * is raised for it, so the surrounding transaction stays usable.
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(users)
    .values({ ...user, updatedAt: user.createdAt, identityProvider: 'password' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row ?? null;
}

export interface UserSettingsPatch {
  language?: string;
  moneyId?: string;
  notifyApplication?: boolean;
  notifyNewsletter?: boolean;
  notifySpecialOffers?: boolean;
}

/** Creates the settings row with column defaults for what the patch leaves out, or updates it. */
export async function upsertUserSettings(db: Queryable, userId: string, patch: UserSettingsPatch) {
  const insert = db.insert(userSettings).values({ userId, ...patch });
  await (Object.keys(patch).length === 0
    ? insert.onConflictDoNothing({ target: userSettings.userId })
    : insert.onConflictDoUpdate({ target: userSettings.userId, set: patch }));
}

export async function findCredentialsByEmail(db: Queryable, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, identityProvider: users.identityProvider, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(emailMatches(email))
    .limit(1);
  return row ?? null;
}

export async function findCredentialsById(db: Queryable, userId: string) {
  const [row] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The profile with its settings; settings columns are null when the user has no settings row yet. */
export async function findProfile(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      avatarUrl: users.avatarUrl,
      cityId: users.cityId,
      countryId: users.countryId,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      language: userSettings.language,
      moneyId: userSettings.moneyId,
      notifyApplication: userSettings.notifyApplication,
      notifyNewsletter: userSettings.notifyNewsletter,
      notifySpecialOffers: userSettings.notifySpecialOffers,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** What an account e-mail needs: the address, the greeting and the language. */
export async function findMailRecipient(db: Queryable, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, emailVerifiedAt: users.emailVerifiedAt, language: userSettings.language })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export interface ProfilePatch {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  phoneVerifiedAt?: null;
  avatarUrl?: string | null;
  cityId?: number | null;
  countryId?: number | null;
}

export async function updateProfile(db: Queryable, userId: string, patch: ProfilePatch) {
  if (Object.keys(patch).length === 0) return;
  await db.update(users).set(patch).where(eq(users.id, userId));
}

export async function updatePasswordHash(db: Queryable, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Queryable, userId: string, now: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/** A confirmed e-mail change: the new address, verified by the link just opened. */
export async function replaceEmail(db: Queryable, userId: string, email: string, now: Date) {
  await db.update(users).set({ email, emailVerifiedAt: now }).where(eq(users.id, userId));
}

/** Deletes the account; every table holding the diner's data references users with ON DELETE CASCADE (or SET NULL for what others keep). */
export async function deleteUser(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** The facts `GET /reservations/checkUserInfo` decides on. */
export async function findUserCheckFacts(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      hasAddress: exists(db.select({ one: sql`1` }).from(addresses).where(eq(addresses.userId, users.id))).mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function findCityCountry(db: Queryable, cityId: number) {
  const [row] = await db.select({ id: cities.id, countryId: cities.countryId }).from(cities).where(eq(cities.id, cityId)).limit(1);
  return row ?? null;
}

export async function findCountryId(db: Queryable, countryId: number) {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)).limit(1);
  return row?.id ?? null;
}
