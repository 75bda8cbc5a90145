import { createHash } from 'node:crypto';

/** The reserved .invalid domain (RFC 2606): no mail is ever delivered there. */
const PLACEHOLDER_DOMAIN = '@identity.tablee.invalid';

/**
 * users.email is required: an account made from a phone (or from an e-mail someone else's account
 * holds) gets an address of this domain, unique to the identity, that stands for "no address yet".
 */
export const placeholderEmailOf = (identity: { provider: string; subject: string }) =>
  `${identity.provider}.${createHash('sha256').update(identity.subject).digest('hex').slice(0, 24)}${PLACEHOLDER_DOMAIN}`;

export const isPlaceholderEmail = (email: string) => email.toLowerCase().endsWith(PLACEHOLDER_DOMAIN);
