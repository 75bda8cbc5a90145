/**
 * A race is proved only where requests really run at once. On PostgreSQL each request gets its own
 * connection and they contend for locks; PGlite has a single connection that serializes them, so a
 * race test there could never fail. These run on PostgreSQL (DATABASE_URL) and are skipped on PGlite.
 */
export const RACES_ARE_REAL = Boolean(process.env.DATABASE_URL);

export const describeRace: jest.Describe = RACES_ARE_REAL ? describe : describe.skip;
export const itRace: jest.It = RACES_ARE_REAL ? it : it.skip;
