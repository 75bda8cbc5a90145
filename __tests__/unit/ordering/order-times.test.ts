import { listOrderDays, openRangesOf } from '@/features/ordering/model/order-times';
import { isSameClock, zonedToInstant } from '@/features/ordering/model/zoned-time';
import { OPENING_HOURS } from './ordering-test-utils';

// Thursday 26 November 2026, 12:10 in Abidjan (UTC+0) and 13:10 in Douala (UTC+1).
const NOW = new Date('2026-11-26T12:10:00.000Z');

describe('the times a take-away or delivery can be scheduled for', () => {
  it('reads the restaurant’s wall clock in its own zone, whatever the browser’s', () => {
    expect(zonedToInstant('2026-11-26', '12:30', 'Africa/Douala')).toBe('2026-11-26T11:30:00.000Z');
    expect(zonedToInstant('2026-11-26', '12:30', 'Africa/Abidjan')).toBe('2026-11-26T12:30:00.000Z');
    // Across a daylight-saving change the offset of that very day is used.
    expect(zonedToInstant('2026-07-01', '12:00', 'Europe/Paris')).toBe('2026-07-01T10:00:00.000Z');
    expect(zonedToInstant('2026-12-01', '12:00', 'Europe/Paris')).toBe('2026-12-01T11:00:00.000Z');
  });

  it('offers no time already past (nor closer than the preparation lead) today', () => {
    const today = listOrderDays(OPENING_HOURS, 'Africa/Abidjan', NOW)[0];
    expect(today.date).toBe('2026-11-26');
    expect(today.times[0]).toEqual({ time: '12:45', at: '2026-11-26T12:45:00.000Z' });
    expect(today.times.at(-1)?.time).toBe('14:45');
  });

  it('leaves out the days the restaurant is closed, and stops a week ahead', () => {
    const days = listOrderDays(OPENING_HOURS, 'Africa/Abidjan', NOW).map((day) => day.date);
    expect(days).not.toContain('2026-11-30'); // Monday
    expect(days[0]).toBe('2026-11-26');
    expect(days.at(-1)).toBe('2026-12-03');
  });

  it('builds the choices from the opening hours in the restaurant’s zone: the same instant is an hour later in Douala', () => {
    const today = listOrderDays(OPENING_HOURS, 'Africa/Douala', NOW)[0];
    expect(today.times[0]).toEqual({ time: '13:45', at: '2026-11-26T12:45:00.000Z' });
  });

  it('a service past midnight gives the small hours of the next day', () => {
    // Friday 19:00 – 01:00 is Saturday 00:00 – 00:45 too.
    expect(openRangesOf('2026-11-28', OPENING_HOURS)).toEqual([
      [0, 60],
      [660, 900],
    ]);
    const saturday = listOrderDays(OPENING_HOURS, 'Africa/Abidjan', NOW).find((day) => day.date === '2026-11-28');
    expect(saturday?.times.slice(0, 2).map((choice) => choice.time)).toEqual(['00:00', '00:15']);
  });
});

describe('naming the restaurant’s zone', () => {
  it('only when its clock reads otherwise than the browser’s at that time', () => {
    const winter = new Date('2026-12-01T12:00:00Z');
    const summer = new Date('2026-07-01T12:00:00Z');
    expect(isSameClock('Africa/Dakar', 'Europe/London', winter)).toBe(true);
    expect(isSameClock('Africa/Dakar', 'Europe/London', summer)).toBe(false);
    expect(isSameClock('Africa/Douala', 'Africa/Abidjan', winter)).toBe(false);
    expect(isSameClock('Africa/Douala', null, winter)).toBe(false);
  });
});
