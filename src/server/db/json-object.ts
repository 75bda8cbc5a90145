import { Column, is, SQL, sql, type AnyColumn } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/** Fields as a drizzle `select` takes them (columns and SQL expressions), to be read back as one JSON object each. */
export type JsonFields = Record<string, AnyColumn | SQL | SQL.Aliased>;

export type JsonRow<TFields extends JsonFields> = SelectResultFields<TFields>;

const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * `json_build_object('key', expression, …)` over the fields a select would return, so one statement
 * can carry a row's related lists (`json_agg` of these) instead of a query per list. PostgreSQL
 * takes at most 100 arguments, 50 fields.
 */
export function jsonObject(fields: JsonFields): SQL {
  const entries = Object.entries(fields);
  if (entries.length > 50) throw new Error(`json_build_object takes at most 50 fields (${entries.length} given)`);
  for (const [key] of entries) if (!KEY.test(key)) throw new Error(`not a field name: ${key}`);
  return sql`json_build_object(${sql.join(
    entries.map(([key, field]) => sql`${sql.raw(`'${key}'`)}, ${field}`),
    sql`, `,
  )})`;
}

/** `coalesce(json_agg(<object> order by …), '[]')`: the rows of a subquery as one JSON array, empty rather than null. */
export function jsonArrayOf(fields: JsonFields, ...orderBy: Array<AnyColumn | SQL>): SQL {
  const order = orderBy.length > 0 ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql``;
  return sql`coalesce(json_agg(${jsonObject(fields)}${order}), '[]'::json)`;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

// An SQL expression's decoder (set by `mapWith`) is internal to drizzle, which reads it the same way.
const decoderOfSql = (expression: SQL): Decoder => (expression as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: AnyColumn | SQL | SQL.Aliased): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  return decoderOfSql(field.sql);
}

/**
 * A JSON object built by `jsonObject`, typed and decoded as drizzle decodes a row of the same
 * fields: a timestamp becomes a Date, a numeric column in number mode a number, and so on.
 */
export function decodeJsonRow<TFields extends JsonFields>(fields: TFields, value: Record<string, unknown>): JsonRow<TFields> {
  const row: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) {
    const raw = value[key];
    row[key] = raw === null || raw === undefined ? null : decoderOf(fields[key]).mapFromDriverValue(raw);
  }
  return row as JsonRow<TFields>;
}

/** `decodeJsonRow` for each object of a `jsonArrayOf` array. */
export const decodeJsonRows = <TFields extends JsonFields>(fields: TFields, values: Array<Record<string, unknown>>): Array<JsonRow<TFields>> =>
  values.map((value) => decodeJsonRow(fields, value));
