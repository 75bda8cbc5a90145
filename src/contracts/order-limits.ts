/** Take-away and delivery order enums and limits without zod, so client bundles can import them. */
export const ORDER_STATUSES = ['draft', 'placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'completed', 'cancelled'] as const;
/** The order types a diner orders without a table; BOOKING orders are pre-orders of a reservation. */
export const STANDALONE_ORDER_TYPES = ['TAKE_AWAY', 'DELIVERY'] as const;
export const ORDER_LIST_SCOPES = ['active', 'past', 'all'] as const;
/** Why an offer or a coupon does not apply: checkOrder reports them, and booking drafts answer them as errors. */
export const DISCOUNT_PROBLEM_CODES = [
  'offer_not_found',
  'offer_not_running',
  'offer_not_for_restaurant',
  'offer_not_for_order_type',
  'offer_minimum_not_met',
  'offer_already_used',
  'offer_exhausted',
  'coupon_not_found',
  'coupon_used',
  'coupon_expired',
  'coupon_not_for_restaurant',
  'currency_mismatch',
] as const;
/** The problems checkOrder may report, each with its own message in the `ordering` namespace. */
export const ORDER_PROBLEM_CODES = [
  'restaurant_not_found',
  'order_type_not_offered',
  'dish_not_offered',
  'option_invalid',
  'dish_sold_out',
  'time_in_past',
  'time_too_soon',
  'time_too_far',
  'restaurant_closed',
  'address_required',
  'address_not_found',
  'address_without_position',
  'address_out_of_zone',
  ...DISCOUNT_PROBLEM_CODES,
] as const;
/** How far ahead a take-away or delivery may be scheduled. */
export const MAX_ORDER_DAYS_AHEAD = 7;
export const MAX_ORDER_LINES = 50;
export const MAX_CANCEL_REASON_LENGTH = 300;

export type TOrderStatus = (typeof ORDER_STATUSES)[number];
export type TStandaloneOrderType = (typeof STANDALONE_ORDER_TYPES)[number];
export type TOrderListScope = (typeof ORDER_LIST_SCOPES)[number];
export type TOrderProblemCode = (typeof ORDER_PROBLEM_CODES)[number];
