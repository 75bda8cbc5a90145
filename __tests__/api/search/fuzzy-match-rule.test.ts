/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { MIN_TYPO_WORD_LENGTH } from '@/server/search/term-match';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { ids, rows, search } from './search-fixtures';

// Made-up words given to one restaurant and one dish, and words typed around them.
const WORD = 'zorbaquixe';
const SHORT_WORD = 'zyq';
const ONE_TYPO: [string, string][] = [
  ['a letter missing', 'zorbquixe'],
  ['a letter extra', 'zorbaquixxe'],
  ['two letters swapped', 'zorbaqiuxe'],
  ['a wrong letter', 'zorbaquize'],
];
const TWO_TYPOS = 'zorbqixe';
const PREFIX = 'zorbaq';
const SHORT_TYPO = 'zyx';

let ctx: TestContext;
let restaurantId: number;
let dishId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  [{ id: restaurantId }] = await rows<{ id: number }>(ctx, sql`update restaurants set search_text = search_text || ' ' || ${WORD} || ' ' || ${SHORT_WORD}
    where id = (select min(id) from restaurants) returning id`);
  [{ id: dishId }] = await rows<{ id: number }>(ctx, sql`update dishes set search_text = search_text || ' ' || ${WORD} || ' ' || ${SHORT_WORD}
    where id = (select min(id) from dishes) returning id`);
}, 60_000);
afterAll(() => ctx.close());

const CONSUMERS: [string, (q: string) => Promise<number[]>, () => number][] = [
  ['the restaurant search', async (q) => ids(await search(ctx, { q, pageSize: 50 })), () => restaurantId],
  ['the dish list', async (q) => ids(await call(ctx, 'GET', `/api/dishes?q=${q}&pageSize=50`)), () => dishId],
];

const CASES = CONSUMERS.flatMap(([consumer, find, expected]) => ONE_TYPO.map(([typo, q]) => [consumer, typo, q, find, expected] as const));

describe('a typed word matches a word it is, begins, or is one typo away from (missing, extra, swapped or wrong letter) when it has four letters or more: restaurants and dishes alike', () => {
  it('the short word of these tests is below the length where typos are forgiven', () => {
    expect(SHORT_TYPO.length).toBeLessThan(MIN_TYPO_WORD_LENGTH);
    expect(TWO_TYPOS.length).toBeGreaterThanOrEqual(MIN_TYPO_WORD_LENGTH);
  });

  it.each(CASES)('%s: %s matches', async (_consumer, _typo, q, find, expected) => {
    expect(await find(q)).toContain(expected());
  });

  it.each(CONSUMERS)('%s: two typos do not match', async (_consumer, find, expected) => {
    expect(await find(TWO_TYPOS)).not.toContain(expected());
  });

  it.each(CONSUMERS)('%s: a typo in a word of fewer than four letters does not match', async (_consumer, find, expected) => {
    expect(await find(SHORT_TYPO)).not.toContain(expected());
    expect(await find(SHORT_WORD)).toContain(expected());
  });

  it.each(CONSUMERS)('%s: a word still being typed matches by its beginning', async (_consumer, find, expected) => {
    expect(await find(PREFIX)).toContain(expected());
  });
});
