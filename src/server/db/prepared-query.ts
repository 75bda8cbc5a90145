import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Queryable } from './client';
import { onePerDatabase } from './one-per-database';

/**
 * A query that a hot page runs on every request, built once per database handle and run by name
 * with `sql.placeholder` values. drizzle otherwise rebuilds a query's SQL on every call, walking
 * its columns and conditions, and PostgreSQL parses and plans the text again; a named statement is
 * parsed and planned once per connection. PGlite runs it as a plain query.
 *
 * The name must be unique across the app: PostgreSQL keeps one statement per name and connection.
 */
export const preparedPerDatabase = <TPrepared>(build: (db: Queryable) => TPrepared) => onePerDatabase(build);

/** `column = any($name)` for a prepared query: a list as one array parameter, so the statement keeps one text whatever the list's length. */
export const isAnyOfPlaceholder = (column: AnyColumn, name: string, elementType: 'int' | 'uuid'): SQL => sql`${column} = any(${sql.placeholder(name)}::${sql.raw(elementType)}[])`;
