/** What a modal opened by the post-login check receives, so it can say why it appeared. */
export const USER_CHECK_MODAL_DATA = { reason: 'user-check' } as const;

export const isOpenedByUserCheck = (data: unknown) => (data as { reason?: unknown } | null)?.reason === USER_CHECK_MODAL_DATA.reason;
