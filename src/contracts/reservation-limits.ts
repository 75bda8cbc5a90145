/** Booking limits and enums without zod, so client bundles can import them without the schema library. */
export const RESERVATION_STATUSES = ['draft', 'confirmed', 'cancelled', 'completed', 'no_show'] as const;
export const ORDER_TYPES = ['BOOKING', 'TAKE_AWAY', 'DELIVERY'] as const;
/** GET /reservations scopes: what My bookings' tabs list. */
export const RESERVATION_LIST_SCOPES = ['upcoming', 'past', 'cancelled', 'all'] as const;
export const OCCASIONS = ['birthday', 'anniversary', 'business', 'date', 'family', 'other'] as const;

/** SPEC §9 leaves business limits open: a party above this books by phone with the restaurant. */
export const MAX_GUESTS = 20;
export const MAX_SPECIAL_LENGTH = 500;
/** How long a draft holds its table and dishes after its last change (SPEC §3 expireDate). */
export const DRAFT_HOLD_MINUTES = 15;
/** The widest window placeRemaining answers in one call. */
export const MAX_AVAILABILITY_DAYS = 14;
export const MAX_PORTIONS_PER_LINE = 50;

export type TReservationStatus = (typeof RESERVATION_STATUSES)[number];
export type TOrderType = (typeof ORDER_TYPES)[number];
export type TOccasion = (typeof OCCASIONS)[number];
export type TReservationListScope = (typeof RESERVATION_LIST_SCOPES)[number];
