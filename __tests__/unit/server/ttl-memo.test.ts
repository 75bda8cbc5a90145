/** @jest-environment node */
import { createTtlMemo } from '@/server/cache/ttl-memo';

function setup(ttlMs = 1_000) {
  let now = 0;
  const memo = createTtlMemo<string>(ttlMs, () => now);
  let loads = 0;
  const load = (answer: string) => () => {
    loads += 1;
    return Promise.resolve(answer);
  };
  return { memo, load, loads: () => loads, advance: (ms: number) => (now += ms) };
}

describe('createTtlMemo', () => {
  it('answers a key from memory until its period is over, then reads it again', async () => {
    const { memo, load, loads, advance } = setup();
    await expect(memo('fr', load('first'))).resolves.toBe('first');
    advance(999);
    await expect(memo('fr', load('second'))).resolves.toBe('first');
    expect(loads()).toBe(1);
    advance(1);
    await expect(memo('fr', load('second'))).resolves.toBe('second');
    expect(loads()).toBe(2);
  });

  it('keeps each key apart and lets concurrent callers share one load', async () => {
    const { memo, load, loads } = setup();
    const answers = await Promise.all([memo('fr', load('fr')), memo('fr', load('fr again')), memo('en', load('en'))]);
    expect(answers).toEqual(['fr', 'fr', 'en']);
    expect(loads()).toBe(2);
  });

  it('forgets a failed load at once, so the next caller tries again', async () => {
    const { memo, load } = setup();
    await expect(memo('fr', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await expect(memo('fr', load('back'))).resolves.toBe('back');
  });
});
