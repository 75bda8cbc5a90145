export const TEMPLATE_FILE_ENV = 'TABLEE_TEST_PGLITE_TEMPLATE';
export const TEMPLATE_DB_ENV = 'TABLEE_TEST_PG_TEMPLATE';

/** The server's maintenance URL: same server as DATABASE_URL, database `postgres`. */
export function adminUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
