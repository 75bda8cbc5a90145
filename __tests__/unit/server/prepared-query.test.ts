import { preparedPerDatabase } from '@/server/db/prepared-query';
import type { Queryable } from '@/server/db/client';

const fakeDb = () => ({}) as unknown as Queryable;

describe('preparedPerDatabase', () => {
  it('builds a query once per database handle and hands the same one back', () => {
    const build = jest.fn((db: Queryable) => ({ db }));
    const query = preparedPerDatabase(build);
    const db = fakeDb();
    expect(query(db)).toBe(query(db));
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds it again for another database or transaction, never sharing one across handles', () => {
    const query = preparedPerDatabase((db: Queryable) => ({ db }));
    const first = fakeDb();
    const second = fakeDb();
    expect(query(first).db).toBe(first);
    expect(query(second).db).toBe(second);
  });
});
