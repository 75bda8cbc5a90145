import { z } from 'zod';
import { ZIntId, ZMoney } from './common-contract';
import { ZLocalDate, ZLocalTime } from './dish-contract';
import { ZInstant, ZPositiveInt } from './input-guards';
import { MAX_GUESTS, MAX_PORTIONS_PER_LINE, MAX_SPECIAL_LENGTH, OCCASIONS, ORDER_TYPES, RESERVATION_LIST_SCOPES, RESERVATION_STATUSES } from './reservation-limits';

/** JSON bodies take numbers as JSON numbers; only query strings read them from text. */
const ZGuests = z.number().int().min(1).max(MAX_GUESTS);
const ZGuestsQuery = z.coerce.number().int().min(1).max(MAX_GUESTS);
const ZSpecial = z.string().trim().max(MAX_SPECIAL_LENGTH);

// ---------- availability ----------

/** GET /restaurants/placeRemaining/{id}: dates are the restaurant's local dates; maxDate defaults to minDate. */
export const ZPlaceRemainingQuery = z
  .object({
    eventId: ZIntId.optional(),
    minDate: ZLocalDate,
    maxDate: ZLocalDate.optional(),
    type: z.enum(ORDER_TYPES).default('BOOKING'),
    guests: ZGuestsQuery.default(2),
  })
  .strict();

export const ZTimeSlot = z.object({
  time: ZLocalTime.describe('Local wall-clock time in the restaurant’s zone'),
  startsAt: z.string().describe('The same instant in UTC (ISO 8601)'),
  freeTables: z.number().int().describe('Free tables for the party; an event seats its guests without one: 1 while its places admit the party, else 0'),
  isAvailable: z.boolean(),
});

export const ZAvailabilityDay = z.object({
  date: ZLocalDate,
  isOpen: z.boolean(),
  slots: z.array(ZTimeSlot).describe('Bookable-looking slots only: open, after the minimum notice, within max days ahead; for an event, its start alone'),
});

export const ZEventPlaces = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  capacity: z.number().int(),
  remainingPlaces: z.number().int(),
});

export const ZPlaceRemaining = z.object({
  restaurantId: z.number().int(),
  timeZone: z.string(),
  type: z.enum(ORDER_TYPES),
  guests: z.number().int(),
  slotMinutes: z.number().int(),
  tableTurnMinutes: z.number().int(),
  minNoticeMinutes: z.number().int(),
  maxDaysAhead: z.number().int(),
  freeCancellationHours: z.number().int(),
  days: z.array(ZAvailabilityDay),
  event: ZEventPlaces.nullable(),
});

/** GET /restaurants/dishRemaining/{id}: SPEC §5 — an eventId or a date (UTC string), else "invalid date". */
export const ZDishRemainingQuery = z.object({
  eventId: ZIntId.optional(),
  date: z.string().max(40).optional(),
  reservationId: z.uuid().optional().describe('The signed-in diner’s own booking: what its draft holds counts as still theirs'),
});

export const ZDishRemainingItem = z.object({
  dishId: z.number().int(),
  stock: z.number().int().nullable().describe('Portions offered that day (or at the event); null = unlimited'),
  remaining: z.number().int().nullable(),
});

export const ZDishRemaining = z.object({
  restaurantId: z.number().int(),
  eventId: z.number().int().nullable(),
  serviceDate: ZLocalDate.nullable(),
  items: z.array(ZDishRemainingItem),
});

// ---------- reservations ----------

export const ZCreateReservationRequest = z
  .object({
    restaurantId: ZPositiveInt,
    eventId: ZPositiveInt.nullish(),
    startsAt: ZInstant,
    guests: ZGuests,
    occasion: z.enum(OCCASIONS).nullish(),
    specialRequest: ZSpecial.nullish(),
  })
  .strict();

/** SPEC §3 draft order payload: a dish line keeps the client's draftId so the cart can match it. */
export const ZDraftDish = z.object({
  draftId: z.string().min(1).max(64),
  dishId: ZPositiveInt,
  count: z.number().int().min(1).max(MAX_PORTIONS_PER_LINE),
  collections: z.record(z.string().regex(/^\d+$/), z.array(ZPositiveInt).max(20)).default({}),
});

export const ZDraftOrderRequest = z
  .object({
    reservationId: z.uuid(),
    eventId: ZPositiveInt.nullish(),
    special: ZSpecial.nullable().optional(),
    offerId: ZPositiveInt.nullable().optional(),
    dishes: z.array(ZDraftDish).max(50),
  })
  .strict();

export const ZAddOrderRequest = z
  .object({
    special: ZSpecial.nullable().optional(),
    dishes: z.array(ZDraftDish).min(1).max(50),
  })
  .strict();

/** PATCH /reservations/{id}: confirm a draft, move it, change the party or the note, or cancel. */
export const ZUpdateReservationRequest = z
  .object({
    status: z.enum(['confirmed', 'cancelled']).optional(),
    startsAt: ZInstant.optional(),
    guests: ZGuests.optional(),
    occasion: z.enum(OCCASIONS).nullable().optional(),
    specialRequest: ZSpecial.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });

export const ZReservationListQuery = z
  .object({
    when: z.enum(RESERVATION_LIST_SCOPES).default('all').describe('upcoming and past never hold cancelled bookings; cancelled holds them alone'),
    limit: z.coerce.number().int().min(1).max(50).default(20),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .strict();

export const ZOrderLineOption = z.object({ groupId: z.number().int(), optionId: z.number().int(), name: z.string(), price: ZMoney });

export const ZReservationOrderLine = z.object({
  id: z.uuid(),
  draftId: z.string().nullable(),
  dishId: z.number().int(),
  dishName: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: ZMoney,
  options: z.array(ZOrderLineOption),
  total: ZMoney,
});

export const ZReservationOrder = z.object({
  id: z.uuid(),
  type: z.enum(ORDER_TYPES),
  status: z.string(),
  special: z.string().nullable(),
  subtotal: ZMoney,
  discount: ZMoney,
  total: ZMoney,
  createdAt: z.string(),
  lines: z.array(ZReservationOrderLine),
});

export const ZEventCharge = z.object({
  title: z.string(),
  unitPrice: ZMoney.describe('The event’s price per person'),
  quantity: z.number().int().describe('The party size'),
  total: ZMoney,
});

/** What a booking comes to, summed by the server in the restaurant's currency (minor units). */
export const ZReservationTotals = z.object({
  event: ZEventCharge.nullable().describe('An event booking’s places; null for a table, or once cancelled'),
  dishes: ZMoney.describe('Every order that is not cancelled, before any offer'),
  discount: ZMoney.describe('What the booking’s offer takes off its pre-order (a positive amount)'),
  total: ZMoney.describe('The event charge plus the dishes, less the discount'),
});

export const ZReservationPolicy = z.object({
  freeCancellationHours: z.number().int(),
  /** Until this instant the diner may move or cancel the booking themselves. */
  changeableUntil: z.string(),
  canChange: z.boolean(),
});

export const ZReservation = z.object({
  id: z.uuid(),
  status: z.enum(RESERVATION_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  guests: z.number().int(),
  occasion: z.enum(OCCASIONS).nullable(),
  specialRequest: z.string().nullable(),
  expireDate: z.string().nullable().describe('A draft holds its table and dishes until then'),
  eventId: z.number().int().nullable(),
  offerId: z.number().int().nullable(),
  createdAt: z.string(),
  restaurant: z.object({ id: z.number().int(), name: z.string(), address: z.string(), city: z.string(), timeZone: z.string(), currency: z.string(), imageUrl: z.string().nullable() }),
  table: z.object({ id: z.number().int(), name: z.string(), area: z.string().nullable(), seats: z.number().int() }).nullable(),
  event: z.object({ id: z.number().int(), title: z.string(), startsAt: z.string() }).nullable(),
  policy: ZReservationPolicy,
  /** The booking's diner (host) or a guest they invited, who sees it but may not change it. */
  viewerRole: z.enum(['host', 'guest']),
  orders: z.array(ZReservationOrder),
  totals: ZReservationTotals,
  /** SPEC §3 lists "additionals" and "delivery" among the loaded relations; a table booking has none yet. */
  additionals: z.array(z.unknown()),
  delivery: z.unknown().nullable(),
});

export const ZReservationList = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int(), items: z.array(ZReservation) });

export const ZDraftOrderResult = z.object({ reservation: ZReservation });

export type TPlaceRemainingQuery = z.input<typeof ZPlaceRemainingQuery>;
export type TPlaceRemaining = z.infer<typeof ZPlaceRemaining>;
export type TAvailabilityDay = z.infer<typeof ZAvailabilityDay>;
export type TTimeSlot = z.infer<typeof ZTimeSlot>;
export type TDishRemaining = z.infer<typeof ZDishRemaining>;
export type TCreateReservationRequest = z.infer<typeof ZCreateReservationRequest>;
export type TDraftDish = z.infer<typeof ZDraftDish>;
export type TDraftOrderRequest = z.infer<typeof ZDraftOrderRequest>;
export type TAddOrderRequest = z.infer<typeof ZAddOrderRequest>;
export type TUpdateReservationRequest = z.infer<typeof ZUpdateReservationRequest>;
export type TReservationListQuery = z.input<typeof ZReservationListQuery>;
export type TReservation = z.infer<typeof ZReservation>;
export type TReservationOrder = z.infer<typeof ZReservationOrder>;
export type TReservationTotals = z.infer<typeof ZReservationTotals>;
export type TReservationList = z.infer<typeof ZReservationList>;
export type TDraftOrderResult = z.infer<typeof ZDraftOrderResult>;
