/** The query parameter the verification e-mail's link carries. */
export const VERIFY_EMAIL_PARAM = 'verifyEmailToken';
