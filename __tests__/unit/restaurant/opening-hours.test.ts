import { getOpeningStatus } from '@/features/restaurants/model/opening-status';
import { buildWeekSchedule, formatClockTime } from '@/features/restaurants/model/week-schedule';
import { getZonedClock } from '@/features/restaurants/model/zoned-clock';

// Friday 18:00–02:00 (past midnight) and Sunday 12:00–15:00.
const hours = [
  { day: 5, opens: '18:00', closes: '02:00' },
  { day: 0, opens: '12:00', closes: '15:00' },
];

describe('opening hours in the restaurant’s own time zone', () => {
  it('reads the weekday and time in the restaurant’s zone, not the diner’s', () => {
    // 2026-03-06T23:30Z is Friday 23:30 in Abidjan (UTC+0) and already Saturday 00:30 in Douala (UTC+1).
    const now = new Date('2026-03-06T23:30:00Z');
    expect(getZonedClock(now, 'Africa/Abidjan')).toEqual({ day: 5, minutes: 23 * 60 + 30 });
    expect(getZonedClock(now, 'Africa/Douala')).toEqual({ day: 6, minutes: 30 });
  });

  it('a period past midnight is still open after midnight and says when it closes', () => {
    // Saturday 01:30 in Abidjan: Friday's evening runs until 02:00.
    expect(getOpeningStatus(hours, 'Africa/Abidjan', new Date('2026-03-07T01:30:00Z'))).toEqual({ state: 'open', closes: '02:00' });
    // Saturday 02:00 is closing time: closed, next opening Sunday noon (tomorrow).
    expect(getOpeningStatus(hours, 'Africa/Abidjan', new Date('2026-03-07T02:00:00Z'))).toEqual({ state: 'closed', opens: '12:00', day: 0, daysAhead: 1 });
  });

  it('open now depends on the zone: the same instant is open in Abidjan and after closing in Douala', () => {
    const now = new Date('2026-03-07T01:30:00Z');
    expect(getOpeningStatus(hours, 'Africa/Abidjan', now).state).toBe('open');
    // 02:30 in Douala: Friday's period ended at 02:00.
    expect(getOpeningStatus(hours, 'Africa/Douala', now).state).toBe('closed');
  });

  it('a Saturday-night period past midnight covers Sunday early morning (the week wraps)', () => {
    const saturday = [{ day: 6, opens: '20:00', closes: '03:00' }];
    // Sunday 2026-03-08 01:00 in Abidjan.
    expect(getOpeningStatus(saturday, 'Africa/Abidjan', new Date('2026-03-08T01:00:00Z'))).toEqual({ state: 'open', closes: '03:00' });
  });

  it('when closed, says it opens later today, tomorrow or on a named day', () => {
    // Friday 10:00 → opens today 18:00.
    expect(getOpeningStatus(hours, 'Africa/Abidjan', new Date('2026-03-06T10:00:00Z'))).toEqual({ state: 'closed', opens: '18:00', day: 5, daysAhead: 0 });
    // Monday 10:00 → next is Friday, 4 days ahead.
    expect(getOpeningStatus(hours, 'Africa/Abidjan', new Date('2026-03-02T10:00:00Z'))).toEqual({ state: 'closed', opens: '18:00', day: 5, daysAhead: 4 });
    // Sunday 16:00 with Sunday the only day → next Sunday, a week ahead.
    const sundays = [{ day: 0, opens: '12:00', closes: '15:00' }];
    expect(getOpeningStatus(sundays, 'Africa/Abidjan', new Date('2026-03-08T16:00:00Z'))).toEqual({ state: 'closed', opens: '12:00', day: 0, daysAhead: 7 });
  });

  it('without any hours says so', () => {
    expect(getOpeningStatus([], 'Africa/Abidjan', new Date())).toEqual({ state: 'noHours' });
  });

  it('lists the week Monday first, marking periods that end the next day', () => {
    const week = buildWeekSchedule(hours);
    expect(week.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week[4]).toEqual({ day: 5, periods: [{ opens: '18:00', closes: '02:00', endsNextDay: true }] });
    expect(week[0]?.periods).toEqual([]);
  });

  it('formats times the diner’s way', () => {
    expect(formatClockTime('18:30', 'fr')).toBe('18:30');
    expect(formatClockTime('02:00', 'fr')).toBe('02:00');
    expect(formatClockTime('18:30', 'en')).toMatch(/^06:30\sPM$/);
  });
});
