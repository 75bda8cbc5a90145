import { sql, type SQL } from 'drizzle-orm';
import type { BuildAliasTable } from 'drizzle-orm/pg-core';
import type { restaurants } from '@/server/db/schema';

/** restaurants (or an alias of it) in the caller's query. */
export type WindowRestaurantRef = Pick<BuildAliasTable<typeof restaurants, string>, 'minNoticeMinutes' | 'maxDaysAhead' | 'timeZone'>;

const instant = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** The booking window, first half: a start in the future and at least min_notice_minutes from now. */
export const meetsMinNoticeSql = (r: WindowRestaurantRef, startsAt: SQL, now: Date): SQL =>
  sql`(${startsAt} > ${instant(now)} and ${startsAt} >= ${instant(now)} + make_interval(mins => ${r.minNoticeMinutes}::int))`;

/** The last service day (YYYY-MM-DD) open to bookings: max_days_ahead after today in the restaurant's zone. */
export const lastBookableDateSql = (r: WindowRestaurantRef, now: Date): SQL =>
  sql`to_char((${instant(now)} at time zone ${r.timeZone})::date + ${r.maxDaysAhead}::int, 'YYYY-MM-DD')`;

/**
 * The booking window, second half: a slot counts on its service day (the date its opening period
 * began, so 00:30 after a late evening belongs to the evening before), never beyond the last one.
 */
export const isWithinDaysAhead = (serviceDate: string, lastBookableDate: string) => serviceDate <= lastBookableDate;
