/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { MIN_TERM_SIMILARITY } from '@/server/search/text-match-sql';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { ids, rows, search } from './search-fixtures';

// A made-up word given to one restaurant and one dish, and tokens typed around it.
const WORD = 'zorbaquixe';
const CLOSE = 'zorbakixe';
const FAR = 'zorbqixe';
const PREFIX = 'zorbaq';
const OPERATOR_DEFAULT = 0.3;

let ctx: TestContext;
let restaurantId: number;
let dishId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  [{ id: restaurantId }] = await rows<{ id: number }>(ctx, sql`update restaurants set search_text = search_text || ' ' || ${WORD}
    where id = (select min(id) from restaurants) returning id`);
  [{ id: dishId }] = await rows<{ id: number }>(ctx, sql`update dishes set search_text = search_text || ' ' || ${WORD}
    where id = (select min(id) from dishes) returning id`);
}, 60_000);
afterAll(() => ctx.close());

const CONSUMERS: [string, (q: string) => Promise<number[]>, () => number][] = [
  ['the restaurant search', async (q) => ids(await search(ctx, { q, pageSize: 50 })), () => restaurantId],
  ['the dish list', async (q) => ids(await call(ctx, 'GET', `/api/dishes?q=${q}&pageSize=50`)), () => dishId],
];

describe('a vocabulary word stands for a typed token from MIN_TERM_SIMILARITY up, or when the token begins it: restaurants and dishes alike', () => {
  it('the tokens of these tests straddle the threshold, above the trigram operator’s own default', async () => {
    const [row] = await rows<{ close: number; far: number }>(ctx, sql`select similarity(${WORD}, ${CLOSE}) as close, similarity(${WORD}, ${FAR}) as far`);
    expect(row.close).toBeGreaterThanOrEqual(MIN_TERM_SIMILARITY);
    expect(row.far).toBeLessThan(MIN_TERM_SIMILARITY);
    expect(row.far).toBeGreaterThan(OPERATOR_DEFAULT);
  });

  it.each(CONSUMERS)('%s: a close typo matches', async (_consumer, find, expected) => {
    expect(await find(CLOSE)).toContain(expected());
  });

  it.each(CONSUMERS)('%s: a token below the threshold does not', async (_consumer, find, expected) => {
    expect(await find(FAR)).not.toContain(expected());
  });

  it.each(CONSUMERS)('%s: a word still being typed matches by its beginning', async (_consumer, find, expected) => {
    expect(await find(PREFIX)).toContain(expected());
  });
});
