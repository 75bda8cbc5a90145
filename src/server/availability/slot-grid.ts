import type { OpeningPeriod } from '@/server/db/schema';

export interface GridDay {
  date: string;
  isOpen: boolean;
  /** Local wall-clock start of each slot, `YYYY-MM-DDTHH:MM` (past midnight it is the next date). */
  slots: string[];
}

const DAY_MS = 86_400_000;
const minutesOf = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};
const localAt = (date: string, minutes: number) => new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) dates.push(new Date(at).toISOString().slice(0, 10));
  return dates;
}

/**
 * The slot grid of each local date in [from, to]: every opening period of the date's weekday
 * (0 = Sunday) yields a slot every slot_minutes from its opening time, as long as a whole table
 * turn fits before it closes (a table booked at 22:30 in a place closing at 23:00 would be turned
 * out mid-meal). A period closing at or before it opens runs past midnight; its late slots still
 * belong to the date it opened (the restaurant's service day). placeRemaining offers these slots
 * and POST /reservations accepts only them. Pure: the opening hours come from the restaurant row,
 * so the database then answers for exactly these instants (and estimates its plan on them).
 */
export function buildSlotGrid(hours: OpeningPeriod[], from: string, to: string, slotMinutes: number, turnMinutes: number): GridDay[] {
  const step = Math.max(slotMinutes, 5);
  return datesBetween(from, to).map((date) => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const periods = hours.filter((period) => period.day === weekday);
    const starts = new Set<number>();
    for (const period of periods) {
      const opens = minutesOf(period.opens);
      const closesRaw = minutesOf(period.closes);
      const closes = closesRaw <= opens ? closesRaw + 1440 : closesRaw;
      for (let minute = opens; minute + turnMinutes <= closes; minute += step) starts.add(minute);
    }
    return { date, isOpen: periods.length > 0, slots: [...starts].sort((a, b) => a - b).map((minute) => localAt(date, minute)) };
  });
}
