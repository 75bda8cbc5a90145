/** @jest-environment node */
import { MAX_ORDER_DAYS_AHEAD } from '@/contracts/order-limits';
import { asapReadyAt, checkTiming } from '@/server/orders/order-timing';

const NOW = new Date('2026-03-10T11:02:30.000Z');
const codes = (result: ReturnType<typeof checkTiming>) => result.problems.map((found) => found.code);
const scheduled = (at: Date) => ({ mode: 'scheduled' as const, at: at.toISOString() });
const minutes = (n: number) => n * 60_000;

describe('order timing (§5 validation, take-away and delivery)', () => {
  it('as soon as possible is now plus the prep time, rounded up to the next 5 minutes', () => {
    expect(asapReadyAt(NOW, 30).toISOString()).toBe('2026-03-10T11:35:00.000Z');
    expect(asapReadyAt(new Date('2026-03-10T11:00:00.000Z'), 25).toISOString()).toBe('2026-03-10T11:25:00.000Z');
  });

  it('accepts as soon as possible when the restaurant is open then, and answers the ready time', () => {
    const result = checkTiming({ timing: { mode: 'asap' }, now: NOW, prepMinutes: 30, isOpenAtReadyTime: true });
    expect(result).toEqual({ readyAt: new Date('2026-03-10T11:35:00.000Z'), problems: [] });
  });

  it('refuses as soon as possible when the restaurant is closed at the ready time: restaurant_closed', () => {
    const result = checkTiming({ timing: { mode: 'asap' }, now: NOW, prepMinutes: 30, isOpenAtReadyTime: false });
    expect(codes(result)).toEqual(['restaurant_closed']);
    expect(result.readyAt).toBeNull();
  });

  it('refuses a time already past: time_in_past', () => {
    expect(codes(checkTiming({ timing: scheduled(new Date(NOW.getTime() - 1000)), now: NOW, prepMinutes: 30, isOpenAtReadyTime: true }))).toEqual(['time_in_past']);
  });

  it('refuses a time that leaves the kitchen less than its prep time: time_too_soon, with the earliest time', () => {
    const result = checkTiming({ timing: scheduled(new Date(NOW.getTime() + minutes(29))), now: NOW, prepMinutes: 30, isOpenAtReadyTime: true });
    expect(codes(result)).toEqual(['time_too_soon']);
    expect(result.problems[0].details).toEqual({ earliest: new Date(NOW.getTime() + minutes(30)).toISOString(), prepMinutes: 30 });
  });

  it('accepts exactly the prep time ahead', () => {
    const at = new Date(NOW.getTime() + minutes(30));
    expect(checkTiming({ timing: scheduled(at), now: NOW, prepMinutes: 30, isOpenAtReadyTime: true })).toEqual({ readyAt: at, problems: [] });
  });

  it(`accepts up to ${MAX_ORDER_DAYS_AHEAD} days ahead and refuses beyond: time_too_far`, () => {
    const limit = new Date(NOW.getTime() + MAX_ORDER_DAYS_AHEAD * 86_400_000);
    expect(codes(checkTiming({ timing: scheduled(limit), now: NOW, prepMinutes: 30, isOpenAtReadyTime: true }))).toEqual([]);
    expect(codes(checkTiming({ timing: scheduled(new Date(limit.getTime() + minutes(1))), now: NOW, prepMinutes: 30, isOpenAtReadyTime: true }))).toEqual(['time_too_far']);
  });

  it('refuses a well-timed order when the restaurant is closed then: restaurant_closed', () => {
    expect(codes(checkTiming({ timing: scheduled(new Date(NOW.getTime() + minutes(90))), now: NOW, prepMinutes: 30, isOpenAtReadyTime: false }))).toEqual(['restaurant_closed']);
  });

  it('reports the time problem alone when the time is wrong anyway (closed or not)', () => {
    expect(codes(checkTiming({ timing: scheduled(new Date(NOW.getTime() - minutes(5))), now: NOW, prepMinutes: 30, isOpenAtReadyTime: false }))).toEqual(['time_in_past']);
  });
});
