import type { ReactNode } from 'react';
import type { TNotificationKind } from '@/contracts/notification-kinds';

/** One outline drawing per kind, decorative: the sentence beside it says what happened. */
const PATHS: Record<TNotificationKind, ReactNode> = {
  booking_confirmed: (
    <>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4M9 15l2 2 4-4" />
    </>
  ),
  booking_reminder: (
    <>
      <circle cx="12" cy="13" r="7" />
      <path d="M12 9v4l2.5 2M5 4 3 6M19 4l2 2" />
    </>
  ),
  order_status: (
    <>
      <path d="M6 7h12l-1 13H7L6 7Z" />
      <path d="M9 7a3 3 0 0 1 6 0" />
    </>
  ),
  invitation: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="m3 8 9 6 9-6" />
    </>
  ),
  chat_message: <path d="M5 5h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-4 3v-3H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />,
  offer: (
    <>
      <path d="M3 12V4h8l10 10-8 8L3 12Z" />
      <circle cx="7.5" cy="8.5" r="1.5" />
    </>
  ),
};

export function NotificationKindIcon({ kind }: { kind: TNotificationKind }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {PATHS[kind]}
    </svg>
  );
}
