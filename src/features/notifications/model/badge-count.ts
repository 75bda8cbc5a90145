import { MAX_BADGE_COUNT } from '@/contracts/notification-kinds';

/** What the badge shows: nothing for 0, the count, or "99+" past MAX_BADGE_COUNT. */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null;
  return count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : String(count);
}
