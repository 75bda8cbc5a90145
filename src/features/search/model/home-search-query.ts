import { completeAvailability, type TAvailabilityInput } from './availability-defaults';
import { EMPTY_SEARCH, parseSearchParams, toSearchUrlQuery } from './search-params';

export type THomeSearchFields = TAvailabilityInput & { q: string; city: string };

/** The search page's query for what the diner filled in on home (a partial date, time and party completed). */
export function homeSearchQuery({ q, city, date, time, party }: THomeSearchFields, now: Date): Record<string, string> {
  const availability = completeAvailability({ date, time, party }, now);
  return toSearchUrlQuery({ ...EMPTY_SEARCH, ...parseSearchParams({ q, city, ...availability }) });
}
