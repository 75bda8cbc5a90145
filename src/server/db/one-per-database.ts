/**
 * One `T` per database handle (each app instance, each test database, each transaction), made on
 * first use: what a handle keeps must never be read through another.
 */
export function onePerDatabase<TKey extends object, T>(make: (db: TKey) => T): (db: TKey) => T {
  const made = new WeakMap<TKey, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
