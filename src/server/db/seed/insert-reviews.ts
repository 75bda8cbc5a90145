import { inArray } from 'drizzle-orm';
import { refreshRatingSummaries } from '@/server/feedbacks/rating-summary-repository';
import type { Tx } from '../client';
import { restaurantFeedbacks, users } from '../schema';
import type { InsertedRestaurant } from './insert-restaurants';
import type { ReferenceIds } from './insert-reference';
import { createRandom } from './prng';
import { citiesData } from './reference-data';
import { dishNote, pickRating, reviewComments, reviewerEmail, reviewerNames } from './reviews-data';

const DAY_MS = 86_400_000;

/** Reviewer accounts have no password hash, so nobody can sign in to them. */
async function insertReviewers(tx: Tx, ids: ReferenceIds, now: Date): Promise<string[]> {
  const emails = reviewerNames.map(([first, last]) => reviewerEmail(first, last));
  const since = new Date(now.getTime() - 400 * DAY_MS);
  await tx
    .insert(users)
    .values(reviewerNames.map(([firstName, lastName], i) => {
      const city = citiesData[i % citiesData.length];
      return {
        email: emails[i], passwordHash: null, firstName, lastName, emailVerifiedAt: since, createdAt: since,
        countryId: ids.countryIdByCode.get(city.countryCode), cityId: ids.cityIdBySlug.get(city.slug),
      };
    }))
    .onConflictDoNothing();
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  return emails.map((email) => idByEmail.get(email)!);
}

export async function insertReviews(tx: Tx, inserted: InsertedRestaurant[], ids: ReferenceIds, now: Date): Promise<void> {
  const reviewerIds = await insertReviewers(tx, ids, now);
  const random = createRandom(424_242);
  const values = inserted.flatMap(({ id, plan }) => {
    const mains = plan.dishes.filter((dish) => dish.course === 'main' || dish.course === 'starter');
    return random.sample(reviewerIds, random.int(3, 15)).map((userId) => {
      const rating = pickRating(random.next());
      const note = random.chance(0.5) ? dishNote(rating, random.pick(mains).name) : '';
      const comment = random.chance(0.1) ? null : `${random.pick(reviewComments[rating])}${note}`;
      const date = new Date(now.getTime() - random.int(1, 300) * DAY_MS - random.int(0, 86_399) * 1000);
      return { restaurantId: id, userId, feedbackTypeId: random.pick(ids.feedbackTypeIds), rating, comment, date };
    });
  });
  await tx.insert(restaurantFeedbacks).values(values);
  await refreshRatingSummaries(tx);
}
