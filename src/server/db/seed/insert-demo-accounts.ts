import { hashPassword } from '@/server/accounts/password-hasher';
import type { Tx } from '../client';
import { inArray } from 'drizzle-orm';
import { rewardPoints, users } from '../schema';
import type { ReferenceIds } from './insert-reference';
import { citiesData } from './reference-data';
import { DEMO_PASSWORD, demoDiners, demoPoints } from './demo-accounts';

export async function insertDemoAccounts(tx: Tx, ids: ReferenceIds, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx
    .insert(users)
    .values(demoDiners.map((diner) => {
      const city = citiesData.find((c) => c.slug === diner.citySlug)!;
      return {
        email: diner.email, passwordHash, firstName: diner.firstName, lastName: diner.lastName, phone: diner.phone,
        emailVerifiedAt: now, phoneVerifiedAt: now, countryId: ids.countryIdByCode.get(city.countryCode), cityId: ids.cityIdBySlug.get(city.slug),
      };
    }))
    .onConflictDoNothing();
  await insertDemoPoints(tx, now);
}

/** The demo diners' earned points, once (the ledger's unique reference index). */
async function insertDemoPoints(tx: Tx, now: Date): Promise<void> {
  const accounts = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, Object.keys(demoPoints)));
  const entries = accounts.flatMap((account) =>
    (demoPoints[account.email as keyof typeof demoPoints] ?? []).map((entry) => ({
      userId: account.id, delta: entry.delta, reason: 'order_completed', referenceId: entry.referenceId, createdAt: new Date(now.getTime() - entry.daysAgo * 86_400_000),
    })),
  );
  if (entries.length) await tx.insert(rewardPoints).values(entries).onConflictDoNothing();
}
