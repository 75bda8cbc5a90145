/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { earnPoints } from '@/server/rewards/earn-points';
import { createTestContext, type TestContext } from '../support/test-app';
import { rows } from '../reservations/booking-fixtures';
import { insertDiners } from '../offers/offer-fixtures';

describe('earning loyalty points', () => {
  let ctx: TestContext;
  let diner: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    [diner] = await insertDiners(ctx, 1);
  }, 60_000);
  afterAll(() => ctx.close());

  const earn = (entry: Omit<Parameters<typeof earnPoints>[1], 'userId'>) => ctx.database.db.transaction((tx) => earnPoints(tx, { userId: diner, ...entry }));
  const ledger = async (referenceId: string) => rows<{ delta: number; reason: string }>(ctx, sql`select delta, reason from reward_points where user_id = ${diner}::uuid and reference_id = ${referenceId}`);

  it('a completed order earns one point per 100 XOF spent, rounded down', async () => {
    const referenceId = randomUUID();
    expect(await earn({ reason: 'order_completed', referenceId, spentAmount: 12_399, currency: 'XOF' })).toBe(123);
    expect(await ledger(referenceId)).toEqual([{ delta: 123, reason: 'order_completed' }]);
  });

  it('the same order replayed earns nothing more: points are earned once', async () => {
    const referenceId = randomUUID();
    const entry = { reason: 'order_completed' as const, referenceId, spentAmount: 5_000, currency: 'XOF' };
    expect(await earn(entry)).toBe(50);
    expect(await earn(entry)).toBe(0);
    expect(await ledger(referenceId)).toHaveLength(1);
  });

  it('an honoured booking earns the attendance bonus on top of what was spent, once', async () => {
    const referenceId = randomUUID();
    expect(await earn({ reason: 'booking_honoured', referenceId, spentAmount: 3_000, currency: 'XAF' })).toBe(80);
    expect(await earn({ reason: 'booking_honoured', referenceId, spentAmount: 3_000, currency: 'XAF' })).toBe(0);
  });

  it('euros earn at their own rate (one point per 15 cents)', async () => {
    expect(await earn({ reason: 'order_completed', referenceId: randomUUID(), spentAmount: 1_000, currency: 'EUR' })).toBe(66);
  });

  it('an order too small to earn a point writes nothing to the ledger', async () => {
    const referenceId = randomUUID();
    expect(await earn({ reason: 'order_completed', referenceId, spentAmount: 99, currency: 'XOF' })).toBe(0);
    expect(await ledger(referenceId)).toEqual([]);
  });
});
