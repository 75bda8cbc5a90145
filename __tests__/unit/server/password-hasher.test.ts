/** @jest-environment node */
import { readServerEnv } from '@/config/env.server';
import { getDummyPasswordHash, hashPassword, PRODUCTION_PASSWORD_HASH_COST, verifyPassword } from '@/server/accounts/password-hasher';

const costOf = (hash: string) => Math.log2(Number(hash.split('$')[1]));

describe('password hashes (scrypt, each hash carrying its own parameters)', () => {
  it('hashes at N=2^15, r=8, p=1 unless told otherwise, and the hash verifies', async () => {
    const hash = await hashPassword('Correct-horse-9-battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    await expect(verifyPassword('Correct-horse-9-battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct-horse-9-battery', hash)).resolves.toBe(false);
  });

  it('a hash made at another cost still verifies: the stored parameters are used, not the current ones', async () => {
    const cheap = await hashPassword('Correct-horse-9-battery', 10);
    expect(costOf(cheap)).toBe(10);
    await expect(verifyPassword('Correct-horse-9-battery', cheap)).resolves.toBe(true);
    await expect(verifyPassword('Correct-horse-9-batter', cheap)).resolves.toBe(false);
  });

  it('two hashes of one password differ (a fresh salt each)', async () => {
    const [first, second] = await Promise.all([hashPassword('same-password-1', 10), hashPassword('same-password-1', 10)]);
    expect(first).not.toBe(second);
  });

  it('a malformed stored hash never matches', async () => {
    for (const stored of ['', 'scrypt$1', 'bcrypt$10$8$1$c2FsdA$a2V5', 'scrypt$1000$8$1$c2FsdA$a2V5', 'scrypt$1024$8$1$$a2V5']) {
      await expect(verifyPassword('anything', stored)).resolves.toBe(false);
    }
  });

  it('the dummy hash compared for unknown addresses is at the accounts’ cost, and made once per cost', async () => {
    const dummy = await getDummyPasswordHash(11);
    expect(costOf(dummy)).toBe(11);
    await expect(getDummyPasswordHash(11)).resolves.toBe(dummy);
  });
});

describe('PASSWORD_HASH_COST (the cost of new hashes)', () => {
  it('is the production cost unless set', () => {
    expect(readServerEnv({ NODE_ENV: 'production', APP_ORIGIN: 'https://tablee.app' }).PASSWORD_HASH_COST).toBe(PRODUCTION_PASSWORD_HASH_COST);
    expect(PRODUCTION_PASSWORD_HASH_COST).toBe(15);
  });

  it('a lower cost is refused in production, except on a loopback address (an end-to-end test server)', () => {
    expect(() => readServerEnv({ NODE_ENV: 'production', APP_ORIGIN: 'https://tablee.app', PASSWORD_HASH_COST: '10' })).toThrow(/PASSWORD_HASH_COST: below 15 is refused in production/);
    expect(readServerEnv({ NODE_ENV: 'production', APP_ORIGIN: 'http://127.0.0.1:3100', PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
    expect(readServerEnv({ NODE_ENV: 'test', APP_ORIGIN: 'https://tablee.app', PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
    expect(readServerEnv({ NODE_ENV: 'production', APP_ORIGIN: 'https://tablee.app', PASSWORD_HASH_COST: '16' }).PASSWORD_HASH_COST).toBe(16);
  });

  it('is a whole number from 10 to 20', () => {
    for (const cost of ['9', '21', '12.5', 'high']) expect(() => readServerEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: cost })).toThrow(/PASSWORD_HASH_COST/);
  });
});
