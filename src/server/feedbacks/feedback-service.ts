import { localized, type ContentLocale } from '@/contracts/locale-contract';
import { ZUserStatsFilter, type TFeedbackList, type TUserStatsList } from '@/contracts/feedback-contract';
import type { Queryable } from '@/server/db/client';
import { invalidFilter } from '@/server/http/filter/filter-error';
import { parseFilter } from '@/server/http/filter/parse-filter';
import { toAuthorName } from './author-name';
import { feedbackFilterSpec } from './feedback-filter-spec';
import { countFeedbacks, findCriteriaOfFeedbacks, findFeedbackPage, findLatestFeedbacks, findUserStats } from './feedback-repository';

type FeedbackPageRow = Awaited<ReturnType<typeof findFeedbackPage>>[number];

async function toFeedbackItems(db: Queryable, rows: FeedbackPageRow[], locale: ContentLocale): Promise<TFeedbackList['items']> {
  const criteria = await findCriteriaOfFeedbacks(db, rows.map((row) => row.id));
  return rows.map(({ firstName, lastName, total: _total, date, editedAt, ...row }) => ({
    ...row,
    authorName: toAuthorName(firstName, lastName, locale),
    criteria: criteria.filter((c) => c.feedbackId === row.id).map((c) => ({ slug: c.slug, name: localized(locale, c.nameFr, c.nameEn), rating: c.rating })),
    date: date.toISOString(),
    editedAt: editedAt?.toISOString() ?? null,
  }));
}

/** GET /restaurant-feedbacks: SPEC §7 filter; limit 10, offset 0 and date DESC when the filter omits them. */
export async function listFeedbacks(db: Queryable, rawFilter: unknown, locale: ContentLocale): Promise<TFeedbackList> {
  const filter = parseFilter(rawFilter, feedbackFilterSpec);
  const rows = await findFeedbackPage(db, filter);
  const [total, items] = await Promise.all([rows[0]?.total ?? (filter.offset > 0 ? countFeedbacks(db, filter) : 0), toFeedbackItems(db, rows, locale)]);
  return { items, total, limit: filter.limit, offset: filter.offset };
}

/** The answer of listFeedbacks for a restaurant's first page (newest first), from a prepared query: its page asks on every request. */
export async function listLatestFeedbacks(db: Queryable, restaurantId: number, limit: number, locale: ContentLocale): Promise<TFeedbackList> {
  const rows = await findLatestFeedbacks(db, restaurantId, limit);
  return { items: await toFeedbackItems(db, rows, locale), total: rows[0]?.total ?? 0, limit, offset: 0 };
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
