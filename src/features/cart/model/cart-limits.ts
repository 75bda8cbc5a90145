/**
 * Mirrors MAX_PORTIONS_PER_LINE of the reservation contract (the draft's count maximum); kept here
 * because that module brings classic zod, which the cart's first-load code avoids.
 */
export const MAX_PORTIONS_PER_LINE = 50;
