/** Payment enums without zod, so client bundles can import them. */

/** Who takes the money: the restaurant itself (cash/card at the counter), Stripe (card), or a mobile-money aggregator. */
export const PAYMENT_PROVIDERS = ['on_site', 'stripe', 'mobile_money'] as const;
export type TPaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** How the diner pays; mobile-money methods are the wallets the aggregator serves in XOF/XAF. */
export const MOBILE_MONEY_METHODS = ['orange_money', 'mtn_momo', 'moov_money', 'wave'] as const;
export const PAYMENT_METHODS = ['cash', 'card', ...MOBILE_MONEY_METHODS] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment's states (pgEnum payment_status): pending → authorized → paid | failed | cancelled; paid → refunded. */
export const PAYMENT_STATUSES = ['pending', 'authorized', 'paid', 'failed', 'refunded', 'cancelled'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The states in which a payment still counts for its order: at most one per order (payments_order_active_uq). */
export const ACTIVE_PAYMENT_STATUSES = ['pending', 'authorized', 'paid'] as const satisfies readonly TPaymentStatus[];

/** The only moves the state machine allows; anything else (a reordered webhook, paid → pending) is refused. */
export const PAYMENT_TRANSITIONS: Readonly<Record<TPaymentStatus, readonly TPaymentStatus[]>> = {
  pending: ['authorized', 'paid', 'failed', 'cancelled'],
  authorized: ['paid', 'failed', 'cancelled'],
  paid: ['refunded'],
  failed: [],
  refunded: [],
  cancelled: [],
};

export const canMovePayment = (from: TPaymentStatus, to: TPaymentStatus): boolean => PAYMENT_TRANSITIONS[from].includes(to);

/** The app's currencies without a minor unit: amounts are whole francs, and providers take them as is. */
export const ZERO_DECIMAL_CURRENCIES = ['XOF', 'XAF'] as const;
