/** db.execute answers `{ rows }` on both drivers (node-postgres and PGlite). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
