import type { TMoney } from '@/contracts/common-contract';
import type { TOccasion } from '@/contracts/reservation-limits';

/** Chosen option ids per option-group id, as the dish modal selects them (SPEC §3 "collections"). */
export type TCartCollections = Readonly<Record<number, readonly number[]>>;

/** SPEC §3 cart item: id, dishId, price, quantity, stock, collections; itemTotal = price × quantity. */
export interface CartItem {
  /** One line per dish + option choice: the same dish with other options is another line. */
  id: string;
  dishId: number;
  name: string;
  imageUrl: string | null;
  /** Unit price including the chosen options, in the restaurant's currency (minor units). */
  price: TMoney;
  quantity: number;
  /** Portions still offered for the booking's day; null when unlimited. */
  stock: number | null;
  collections: TCartCollections;
  /** Names of the chosen options, for the drawer and the checkout. */
  optionNames: readonly string[];
  itemTotal: number;
}

/**
 * The booking the cart's dishes are for: a draft held by the create-reservation modal (its dishes are
 * synced as the draft order), or a confirmed booking the diner adds dishes to (sent once, by addOrder).
 */
export interface DraftReservation {
  status: 'draft' | 'confirmed';
  restaurantId: number;
  restaurantName: string;
  eventId: number | null;
  startsAt: string;
  timeZone: string;
  guests: number;
  occasion: TOccasion | null;
  specialRequest: string | null;
  expireDate: string | null;
}

export interface CartMeta {
  restaurantId: number | null;
  currency: string | null;
}

/** SPEC §3 cart. */
export interface Cart {
  items: readonly CartItem[];
  isEmpty: boolean;
  totalItems: number;
  totalUniqueItems: number;
  total: number;
  eventId: number | null;
  reservationId: string | null;
  offerId: number | null;
  /** An offer's public code or one of the diner's reward-coupon codes; never together with offerId. */
  couponCode: string | null;
  special: string | null;
  meta: CartMeta;
  draftReservation: DraftReservation | null;
}

/**
 * `restaurantId` (optional) lets the cart keep one restaurant per cart: adding a dish of another
 * restaurant to a cart that already belongs to one is refused (the UI offers to start a new cart).
 */
export type NewCartItem = Omit<CartItem, 'itemTotal' | 'quantity'> & { quantity?: number; restaurantId?: number };

/** SPEC §4 cart actions, as the context exposes them. */
export interface CartActions {
  addItem(item: NewCartItem, quantity?: number): void;
  removeOne(id: string): void;
  removeItem(id: string): void;
  updateItem(id: string, changes: Partial<Omit<CartItem, 'id' | 'itemTotal'>>): void;
  setEvent(eventId: number | null): void;
  setReservation(reservationId: string | null, eventId: number | null): void;
  setSpecial(special: string | null): void;
  setOffer(offerId: number | null): void;
  setCoupon(couponCode: string | null): void;
  setDraftReservation(draft: DraftReservation | null): void;
  reset(cart?: Cart): void;
  getItem(id: string): CartItem | undefined;
  inStock(id: string): boolean;
}

export interface CartContextValue extends Cart, CartActions {
  /** False until the cart is restored from localStorage (SPEC §4: a loader shows meanwhile). */
  isRestored: boolean;
}
