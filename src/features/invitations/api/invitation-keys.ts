/** Query keys of groups and invitations; mutations invalidate `all`. */
export const invitationKeys = {
  all: ['groups'] as const,
  ofReservation: (reservationId: string) => [...invitationKeys.all, 'reservation', reservationId] as const,
  /** The viewer's answer shows in the preview, so signing in asks again. */
  preview: (accessId: string, isSignedIn: boolean) => [...invitationKeys.all, 'preview', accessId, isSignedIn] as const,
};

/** Dropped at logout with the other user-scoped queries. */
export const GROUP_QUERY_META = { userScoped: true } as const;
