import { useVerifyEmailParam } from '../hooks/use-verify-email-param';

/** Confirms the address from the e-mail's link; loaded only on a page opened from that link. */
export function VerifyEmailLink() {
  useVerifyEmailParam();
  return null;
}
