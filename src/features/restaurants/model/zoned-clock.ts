const MINUTES_PER_DAY = 24 * 60;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface TZonedClock {
  /** 0 = Sunday, as the API numbers opening days. */
  day: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function getFormatter(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The weekday and wall-clock time at `now` in the restaurant's own time zone, whatever the diner's. */
export function getZonedClock(now: Date, timeZone: string): TZonedClock {
  const parts = Object.fromEntries(getFormatter(timeZone).formatToParts(now).map((part) => [part.type, part.value]));
  const hour = Number(parts.hour) % 24;
  return { day: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'), minutes: hour * 60 + Number(parts.minute) };
}

/** "18:30" → 1110. */
export function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export const toWeekMinute = (day: number, minutes: number) => day * MINUTES_PER_DAY + minutes;
