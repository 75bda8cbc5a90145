import { localized, type ContentLocale } from '@/contracts/locale-contract';
import { ZUserStatsFilter, type TFeedbackList, type TUserStatsList } from '@/contracts/feedback-contract';
import type { Queryable } from '@/server/db/client';
import { invalidFilter } from '@/server/http/filter/filter-error';
import { parseFilter } from '@/server/http/filter/parse-filter';
import { toAuthorName } from './author-name';
import { feedbackFilterSpec } from './feedback-filter-spec';
import { countFeedbacks, findCriteriaOfFeedbacks, findFeedbackPage, findLatestFeedbacks, findUserStats, type CriterionRow } from './feedback-repository';

type FeedbackPageRow = Awaited<ReturnType<typeof findFeedbackPage>>[number];

function toFeedbackItem({ firstName, lastName, total: _total, date, editedAt, ...row }: FeedbackPageRow, criteria: CriterionRow[], locale: ContentLocale): TFeedbackList['items'][number] {
  return {
    ...row,
    authorName: toAuthorName(firstName, lastName, locale),
    criteria: criteria.map((c) => ({ slug: c.slug, name: localized(locale, c.nameFr, c.nameEn), rating: c.rating })),
    date: date.toISOString(),
    editedAt: editedAt?.toISOString() ?? null,
  };
}

async function toFeedbackItems(db: Queryable, rows: FeedbackPageRow[], locale: ContentLocale): Promise<TFeedbackList['items']> {
  const criteria = await findCriteriaOfFeedbacks(db, rows.map((row) => row.id));
  return rows.map((row) => toFeedbackItem(row, criteria.filter((c) => c.feedbackId === row.id), locale));
}

/** GET /restaurant-feedbacks: SPEC §7 filter; limit 10, offset 0 and date DESC when the filter omits them. */
export async function listFeedbacks(db: Queryable, rawFilter: unknown, locale: ContentLocale): Promise<TFeedbackList> {
  const filter = parseFilter(rawFilter, feedbackFilterSpec);
  const rows = await findFeedbackPage(db, filter);
  const [total, items] = await Promise.all([rows[0]?.total ?? (filter.offset > 0 ? countFeedbacks(db, filter) : 0), toFeedbackItems(db, rows, locale)]);
  return { items, total, limit: filter.limit, offset: filter.offset };
}

/**
 * A restaurant page's reviews: the answer of listFeedbacks for its first page (newest first) and
 * of getUserStats for their authors, from one prepared query, as the page asks on every request.
 */
export async function listLatestFeedbacksWithAuthors(db: Queryable, restaurantId: number, limit: number, locale: ContentLocale): Promise<{ page: TFeedbackList; authors: TUserStatsList }> {
  const rows = await findLatestFeedbacks(db, restaurantId, limit);
  const authors = new Map<string, TUserStatsList['items'][number]>();
  for (const row of rows) {
    authors.set(row.userId, { userId: row.userId, authorName: toAuthorName(row.firstName, row.lastName, locale), reviewsCount: row.authorReviewsCount, averageRating: row.authorAverageRating });
  }
  return {
    page: { items: rows.map(({ criteria, authorReviewsCount: _count, authorAverageRating: _average, ...row }) => toFeedbackItem(row, criteria, locale)), total: rows[0]?.total ?? 0, limit, offset: 0 },
    authors: { items: [...authors.keys()].sort().map((userId) => authors.get(userId)!) },
  };
}

function parseUserIds(raw: string): string[] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(raw);
  } catch {
    throw invalidFilter('filter is not valid JSON');
  }
  const parsed = ZUserStatsFilter.safeParse(decoded);
  if (!parsed.success) throw invalidFilter(parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; '));
  const { userId } = parsed.data.where;
  return [...new Set(typeof userId === 'string' ? [userId] : userId.inq)];
}

/** GET /restaurant-feedbacks/userStats: public figures per author (review count, average rating given). */
export async function getUserStats(db: Queryable, rawFilter: string, locale: ContentLocale): Promise<TUserStatsList> {
  return getUserStatsOf(db, parseUserIds(rawFilter), locale);
}

/** getUserStats for authors already known (the restaurant page's reviews), without a filter to write and parse. */
export async function getUserStatsOf(db: Queryable, userIds: string[], locale: ContentLocale): Promise<TUserStatsList> {
  const rows = await findUserStats(db, userIds);
  return {
    items: rows.map(({ firstName, lastName, ...row }) => ({ ...row, authorName: toAuthorName(firstName, lastName, locale) })),
  };
}
