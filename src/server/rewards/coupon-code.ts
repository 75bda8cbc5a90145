import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud at the till or copied by hand cannot be mistyped into another. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const block = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A personal coupon's code, e.g. TAB-7KQ4-MZ2H (31^8 ≈ 8.5 × 10^11 codes, from a cryptographic source). */
export const generateCouponCode = () => `TAB-${block(4)}-${block(4)}`;
