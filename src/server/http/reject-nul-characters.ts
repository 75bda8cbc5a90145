import type { MiddlewareHandler } from 'hono';
import { containsNul, NUL_MESSAGE } from '@/contracts/input-guards';
import { AppError } from '@/lib/errors/app-error';
import type { AppEnv } from './app-env';

type Target = 'path' | 'query' | 'json';
type Path = (string | number)[];

/** The path of the first string (value or key) holding a NUL character, or null. */
function findNul(value: unknown, path: Path = [], depth = 0): Path | null {
  if (typeof value === 'string') return containsNul(value) ? path : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && containsNul(key)) return [...path, key];
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

const refuse = (target: Target, path: Path) =>
  new AppError('validation_failed', `Invalid input in ${target}: ${path.join('.') || '(root)'} ${NUL_MESSAGE}`, {
    statusCode: 400,
    details: { target, issues: [{ path: path.join('.'), message: NUL_MESSAGE, code: 'nul_character' }] },
  });

async function readJsonBody(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<unknown> {
  if (!/^application\/([\w.+-]+\+)?json/i.test(c.req.header('content-type') ?? '')) return undefined;
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // the route's validator answers invalid_json
  }
}

/**
 * Every route's input, before its schema: PostgreSQL cannot store a NUL character, so any text
 * holding one (in the path, the query or the JSON body) is a 400 here rather than a 500 later.
 */
export const rejectNulCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  let path = '';
  try {
    path = decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    path = c.req.path;
  }
  if (containsNul(path)) throw refuse('path', []);
  const inQuery = findNul(c.req.queries());
  if (inQuery) throw refuse('query', inQuery.filter((part) => typeof part === 'string'));
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const inBody = findNul(await readJsonBody(c));
    if (inBody) throw refuse('json', inBody);
  }
  await next();
};
