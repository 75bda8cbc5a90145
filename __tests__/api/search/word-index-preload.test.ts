/** @jest-environment node */
import { currentWordIndex, preloadWordIndex } from '@/server/search/word-index-cache';
import { createTestContext, type TestContext } from '../support/test-app';
import { ids, search } from './search-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type WordIndexCacheModule = typeof import('@/server/search/word-index-cache');

describe('SPEC §2 search: the word index is ready before the first search', () => {
  it('an index loaded at server start is the one every copy of the search module uses (Next bundles the start hook apart)', async () => {
    await preloadWordIndex(ctx.database.db);
    const loaded = await currentWordIndex(ctx.database.db);

    let otherCopy: WordIndexCacheModule | undefined;
    jest.isolateModules(() => {
      otherCopy = jest.requireActual<WordIndexCacheModule>('@/server/search/word-index-cache');
    });
    expect(otherCopy?.currentWordIndex).not.toBe(currentWordIndex);
    expect(await otherCopy!.currentWordIndex(ctx.database.db)).toBe(loaded);

    const found = await search(ctx, { q: 'yassa' });
    expect(ids(found).length).toBeGreaterThan(0);
    expect(await currentWordIndex(ctx.database.db)).toBe(loaded);
  });
});
