import { sql, type SQL } from 'drizzle-orm';
import { minuteOfWeekIn } from './zone-clock';

/** Minute of the week (0 = Sunday 00:00) of a local timestamp, the unit of weekly_open_minutes. */
export const minuteOfWeekSql = (local: SQL) => sql`((extract(epoch from (${local} - date_trunc('week', ${local})))::int / 60 + 1440) % 10080)`;

/**
 * Open at `now` in the restaurant's own time zone. The minute is computed once per known zone in
 * JavaScript (a CASE on r.time_zone); any other zone is converted by PostgreSQL row by row.
 */
export function isOpenAtInstantSql(now: Date, knownZones: readonly string[]): SQL {
  const fallback = minuteOfWeekSql(sql`(${now.toISOString()}::timestamptz at time zone r.time_zone)`);
  const known = knownZones.flatMap((zone) => {
    const minute = minuteOfWeekIn(zone, now);
    return minute === null ? [] : [sql`when ${zone} then ${minute}::int`];
  });
  const minute = known.length ? sql`(case r.time_zone ${sql.join(known, sql` `)} else ${fallback} end)` : fallback;
  return sql`r.weekly_open_minutes @> ${minute}`;
}

/** Open at a local wall-clock moment: no time zone is needed, the week minutes are local already. */
export const isOpenAtLocalSql = (date: string, time: string) => sql`r.weekly_open_minutes @> ${localMinuteOfWeek(date, time)}::int`;

export function localMinuteOfWeek(date: string, time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(`${date}T00:00:00Z`).getUTCDay() * 1440 + hours * 60 + minutes;
}

/** The UTC instant of a local date and time in the restaurant's time zone. */
export const localInstantSql = (date: string, time: string) => sql`((${date}::date + ${time}::time) at time zone r.time_zone)`;
