import { hashPassword } from '@/server/accounts/password-hasher';
import type { Tx } from '../client';
import { users } from '../schema';
import type { ReferenceIds } from './insert-reference';
import { citiesData } from './reference-data';
import { DEMO_PASSWORD, demoDiners } from './demo-accounts';

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
}
