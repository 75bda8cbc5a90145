import { sql, type SQL } from 'drizzle-orm';

/**
 * Tables of restaurant `r` admitting the party and not held over [start, start + table turn). The
 * same hold rule as search/free-table-sql.ts (confirmed, or a draft until its expire_date), with one
 * reservation left out: the one being moved or re-held, which must not block itself.
 */
export function freeTableSql(party: number, startsAt: SQL, now: Date, excludeReservationId: string | null): SQL {
  const exclude = excludeReservationId ? sql`and v.id <> ${excludeReservationId}::uuid` : sql``;
  return sql`t.restaurant_id = r.id and t.is_active and t.min_party <= ${party} and t.max_party >= ${party}
    and not exists (
      select 1 from reservations v
       where v.table_id = t.id ${exclude}
         and v.starts_at < ${startsAt} + make_interval(mins => r.table_turn_minutes::int)
         and v.ends_at > ${startsAt}
         and (v.status = 'confirmed' or (v.status = 'draft' and (v.expire_date is null or v.expire_date > ${now.toISOString()}::timestamptz))))`;
}

/** A PostgreSQL array literal of plain values (dates, timestamps: no quoting needed). */
export const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;
