/** Wall-clock maths in the restaurant's time zone: dates are YYYY-MM-DD, times HH:MM, instants ISO UTC. */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const partsFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** What the zone's wall clock reads at an instant, as minutes since the epoch read as if UTC. */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(partsFormat(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
}

/** Today's date in a zone. */
export function localDateIn(timeZone: string, now: Date): string {
  return new Date(wallClockMs(now.getTime(), timeZone)).toISOString().slice(0, 10);
}

export function addDays(localDate: string, days: number): string {
  const [year, month, day] = localDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday, as the opening hours count days. */
export const weekdayOf = (localDate: string) => new Date(`${localDate}T12:00:00Z`).getUTCDay();

/**
 * The instant at which the zone's clock shows `localDate` `time`. The offset is read twice because
 * the first guess may sit across a daylight-saving change from the answer.
 */
export function zonedToInstant(localDate: string, time: string, timeZone: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const target = Date.parse(`${localDate}T00:00:00Z`) + (hours * 60 + minutes) * MINUTE_MS;
  let guess = target - (wallClockMs(target, timeZone) - target);
  guess += target - wallClockMs(guess, timeZone);
  return new Date(guess).toISOString();
}

/** Whether two zones' clocks read the same at an instant (Dakar and London in winter do): naming the zone would then be noise. */
export function isSameClock(zoneA: string, zoneB: string | null, at: Date): boolean {
  if (zoneB === null) return false;
  return wallClockMs(at.getTime(), zoneA) === wallClockMs(at.getTime(), zoneB);
}

/** The browser's own zone, or null where Intl cannot tell (the screen then always names the restaurant's). */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}
