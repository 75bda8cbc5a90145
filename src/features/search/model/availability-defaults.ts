/** "Available for" needs a date, a time and a party together; the diner may give only one of them. */

export const DEFAULT_PARTY = 2;
export const DEFAULT_DINNER_TIME = '20:00';
const SLOT_MINUTES = 30;
const LAST_SLOT_MINUTES = 23 * 60 + 30;

const pad = (value: number) => String(value).padStart(2, '0');

/** The diner's local calendar date (YYYY-MM-DD) of an instant. */
export function toLocalDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Dinner at 20:00, or the next half hour when that is already past today. */
export function pickDefaultTime(date: string, now: Date): string {
  if (date !== toLocalDate(now)) return DEFAULT_DINNER_TIME;
  const minutes = now.getHours() * 60 + now.getMinutes();
  const next = Math.min(Math.ceil((minutes + 1) / SLOT_MINUTES) * SLOT_MINUTES, LAST_SLOT_MINUTES);
  return next <= 20 * 60 ? DEFAULT_DINNER_TIME : `${pad(Math.floor(next / 60))}:${pad(next % 60)}`;
}

export interface TAvailabilityInput {
  date: string;
  time: string;
  party: string;
}

/** Empty when the diner gave none of the three; otherwise the missing ones get sensible defaults. */
export function completeAvailability(input: TAvailabilityInput, now: Date): Partial<TAvailabilityInput> {
  if (!input.date && !input.time && !input.party) return {};
  const date = input.date || toLocalDate(now);
  return { date, time: input.time || pickDefaultTime(date, now), party: input.party || String(DEFAULT_PARTY) };
}
