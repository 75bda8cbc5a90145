/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { expectError } from '../accounts/account-fixtures';
import { rows } from '../reservations/booking-fixtures';

describe('GET /restaurant-tables/{id}', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  }, 60_000);
  afterAll(() => ctx.close());

  it('answers a table as a booking shows it (name, seats, area) and nothing more, to anyone', async () => {
    const [table] = await rows<{ id: number; restaurantId: number; name: string; seats: number; area: string | null }>(
      ctx,
      sql`select id, restaurant_id as "restaurantId", name, seats, area from restaurant_tables order by id limit 1`,
    );
    const res = await call(ctx, 'GET', `/api/restaurant-tables/${table.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(table);
  });

  it('answers 404 for an unknown table and 400 for a malformed id', async () => {
    expectError(await call(ctx, 'GET', '/api/restaurant-tables/999999'), 404, 'not_found');
    expectError(await call(ctx, 'GET', '/api/restaurant-tables/x1'), 400, 'validation_failed');
  });
});
