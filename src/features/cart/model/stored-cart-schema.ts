// Loaded only when a saved cart exists (cart-storage.ts imports it lazily): the cart provider sits in
// every page's first load, where even zod/mini adds ~20 KB.
import { z } from 'zod/mini';
import type { TOccasion } from '@/contracts/reservation-limits';
import { EMPTY_CART, normalizeCart } from './cart-reducer';
import type { Cart } from './cart-types';

const ZMoney = z.object({ amount: z.int(), currency: z.string().check(z.length(3)) });

const ZStoredItem = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  dishId: z.int().check(z.positive()),
  name: z.string(),
  imageUrl: z.nullable(z.string()),
  price: ZMoney,
  quantity: z.int().check(z.positive()),
  stock: z.nullable(z.int()),
  collections: z.record(z.string(), z.array(z.int())),
  optionNames: z.array(z.string()),
  itemTotal: z.optional(z.number()),
});

// The contract module carries classic zod, so only its type is borrowed here.
const OCCASION_VALUES = ['birthday', 'anniversary', 'business', 'date', 'family', 'other'] as const satisfies readonly TOccasion[];

const ZStoredDraft = z.object({
  // Carts saved before confirmed bookings could be in the cart only held drafts.
  status: z._default(z.enum(['draft', 'confirmed']), 'draft'),
  restaurantId: z.int(),
  restaurantName: z.string(),
  eventId: z.nullable(z.int()),
  startsAt: z.string(),
  timeZone: z.string(),
  guests: z.int(),
  occasion: z.nullable(z.enum(OCCASION_VALUES)),
  specialRequest: z.nullable(z.string()),
  expireDate: z.nullable(z.string()),
});

const ZStoredCart = z.object({
  items: z.array(ZStoredItem),
  eventId: z.nullable(z.int()),
  reservationId: z.nullable(z.string()),
  offerId: z.nullable(z.int()),
  couponCode: z.optional(z.nullable(z.string().check(z.maxLength(32)))),
  special: z.nullable(z.string()),
  meta: z.object({ restaurantId: z.nullable(z.int()), currency: z.nullable(z.string()) }),
  draftReservation: z.nullable(ZStoredDraft),
});

/** The saved cart when it is valid, else null (bad data is dropped, never trusted). */
export function parseStoredCart(json: unknown): Cart | null {
  const parsed = ZStoredCart.safeParse(json);
  if (!parsed.success) return null;
  const items = parsed.data.items.map((item) => ({ ...item, itemTotal: 0 }));
  return normalizeCart({ ...EMPTY_CART, ...parsed.data, couponCode: parsed.data.couponCode ?? null, items });
}
