import type { TOpeningPeriod } from '@/contracts/restaurant-contract';
import { getZonedClock, MINUTES_PER_WEEK, toMinutes, toWeekMinute } from './zoned-clock';

export type TOpeningStatus =
  | { state: 'open'; closes: string }
  | { state: 'closed'; opens: string; day: number; daysAhead: number }
  | { state: 'noHours' };

interface TInterval {
  period: TOpeningPeriod;
  start: number;
  end: number;
}

/** A period whose closing time is not after its opening ends the next day (SPEC: past midnight). */
function toInterval(period: TOpeningPeriod): TInterval {
  const start = toWeekMinute(period.day, toMinutes(period.opens));
  const closes = toMinutes(period.closes);
  const end = toWeekMinute(period.day, closes) + (closes <= toMinutes(period.opens) ? 24 * 60 : 0);
  return { period, start, end };
}

/** Saturday 18:00–02:00 still covers Sunday 01:00: look at this week's minute and the same minute a week later. */
const covers = ({ start, end }: TInterval, minute: number) =>
  (minute >= start && minute < end) || (minute + MINUTES_PER_WEEK >= start && minute + MINUTES_PER_WEEK < end);

/** "Open now, closes at …" or "opens at … (today, tomorrow, on a weekday)", in the restaurant's time zone. */
export function getOpeningStatus(hours: TOpeningPeriod[], timeZone: string, now: Date): TOpeningStatus {
  if (hours.length === 0) return { state: 'noHours' };
  const clock = getZonedClock(now, timeZone);
  const minute = toWeekMinute(clock.day, clock.minutes);
  const intervals = hours.map(toInterval);
  const current = intervals.find((interval) => covers(interval, minute));
  if (current) return { state: 'open', closes: current.period.closes };
  const next = intervals
    .map((interval) => ({ interval, wait: (interval.start - minute + MINUTES_PER_WEEK) % MINUTES_PER_WEEK }))
    .sort((a, b) => a.wait - b.wait)[0]!;
  const daysAhead = Math.floor((clock.minutes + next.wait) / (24 * 60));
  return { state: 'closed', opens: next.interval.period.opens, day: next.interval.period.day, daysAhead };
}
