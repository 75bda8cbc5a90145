import { useRef } from 'react';
import type { TNotification } from '@/contracts/notification-contract';

/**
 * The ids that were unread at any point while the page has been open. Seeing the list marks it
 * seen and the refetch that follows answers every item as read; they still read as new until the
 * diner leaves.
 */
export function useNewThisVisit(items: readonly TNotification[] | undefined): ReadonlySet<string> {
  const seen = useRef(new Set<string>());
  for (const item of items ?? []) if (item.isUnread) seen.current.add(item.id);
  return seen.current;
}
