import { createTtlMemo, createTtlMemoByDatabase } from '@/server/cache/ttl-memo';

describe('a value remembered for a period (pages: site settings, static data, home lists)', () => {
  it('concurrent callers share one load, and the period ends at its TTL', async () => {
    let clock = 0;
    let loads = 0;
    const remember = createTtlMemo<number>(1000, () => clock);
    const load = async () => ++loads;
    expect(await Promise.all([remember('fr', load), remember('fr', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await remember('fr', load)).toBe(1);
    clock = 1000;
    expect(await remember('fr', load)).toBe(2);
  });

  it('keeps keys apart', async () => {
    const remember = createTtlMemo<string>(1000, () => 0);
    expect(await remember('fr', async () => 'Bonjour')).toBe('Bonjour');
    expect(await remember('en', async () => 'Hello')).toBe('Hello');
  });

  it('forgets a failed load at once, so the next caller tries again', async () => {
    const remember = createTtlMemo<string>(1000, () => 0);
    await expect(remember('fr', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await remember('fr', async () => 'Bonjour')).toBe('Bonjour');
  });

  it('keeps each database apart: one database never answers with rows remembered from another', async () => {
    const remember = createTtlMemoByDatabase<string>(1000, () => 0);
    const [first, second] = [{}, {}];
    expect(await remember(first, 'fr', async () => 'Chez Awa')).toBe('Chez Awa');
    expect(await remember(second, 'fr', async () => 'Chez Moussa')).toBe('Chez Moussa');
    expect(await remember(first, 'fr', async () => 'ignored')).toBe('Chez Awa');
  });
});
