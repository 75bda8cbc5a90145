import type { TOpeningPeriod } from '@/contracts/restaurant-contract';
import { MAX_ORDER_DAYS_AHEAD } from '@/contracts/order-limits';
import { addDays, localDateIn, weekdayOf, zonedToInstant } from './zoned-time';

/** The choices step by a quarter of an hour: finer would only lengthen the list. */
export const ORDER_TIME_STEP_MINUTES = 15;
/** The earliest choice leaves the kitchen this long; checkOrder judges the real preparation time. */
export const ORDER_MIN_LEAD_MINUTES = 30;

export interface OrderDay {
  /** YYYY-MM-DD in the restaurant's zone. */
  date: string;
  /** Each choice: its wall-clock time and the instant sent to the server. */
  times: { time: string; at: string }[];
}

const toMinutes = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const toTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Minute ranges [from, to) of one local day when the restaurant is open, including the tail of last night's service. */
export function openRangesOf(localDate: string, hours: readonly TOpeningPeriod[]): [number, number][] {
  const day = weekdayOf(localDate);
  const yesterday = (day + 6) % 7;
  const ranges: [number, number][] = [];
  for (const period of hours) {
    const opens = toMinutes(period.opens);
    const closes = toMinutes(period.closes);
    const overnight = closes <= opens;
    if (period.day === day) ranges.push([opens, overnight ? 24 * 60 : closes]);
    if (period.day === yesterday && overnight && closes > 0) ranges.push([0, closes]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** Quarter-hour choices of one day inside its opening hours, none earlier than now + the lead. */
function timesOf(localDate: string, hours: readonly TOpeningPeriod[], timeZone: string, earliest: number): OrderDay['times'] {
  const seen = new Set<number>();
  const times: OrderDay['times'] = [];
  for (const [from, to] of openRangesOf(localDate, hours)) {
    const first = Math.ceil(from / ORDER_TIME_STEP_MINUTES) * ORDER_TIME_STEP_MINUTES;
    for (let minutes = first; minutes < to; minutes += ORDER_TIME_STEP_MINUTES) {
      if (seen.has(minutes)) continue;
      seen.add(minutes);
      const at = zonedToInstant(localDate, toTime(minutes), timeZone);
      if (Date.parse(at) >= earliest) times.push({ time: toTime(minutes), at });
    }
  }
  return times;
}

/** The days (today first, up to MAX_ORDER_DAYS_AHEAD) the restaurant can take an order for, in its zone; closed days are left out. */
export function listOrderDays(hours: readonly TOpeningPeriod[], timeZone: string, now: Date): OrderDay[] {
  const today = localDateIn(timeZone, now);
  const earliest = now.getTime() + ORDER_MIN_LEAD_MINUTES * 60_000;
  return Array.from({ length: MAX_ORDER_DAYS_AHEAD + 1 }, (_, index) => addDays(today, index))
    .map((date) => ({ date, times: timesOf(date, hours, timeZone, earliest) }))
    .filter((day) => day.times.length > 0);
}
