/** SPEC §2 route constants: the one place a path is spelled. */
export const ROUTES = {
  home: '/',
  products: '/products',
  event: '/event',
  checkout: '/checkout',
  checkoutReservation: '/checkout/reservation',
  checkoutSuccess: '/checkout-success',
  contact: '/contact-us',
  faq: '/faq',
  forgotPassword: '/forget-password',
  changePassword: '/my-account/change-password',
  accountSettings: '/my-account/account-settings',
  bookings: '/my-account/bookings',
  orders: '/my-account/orders',
  coupons: '/my-account/coupons',
  address: '/my-account/address',
  payment: '/my-account/payment',
  helpCenter: '/my-account/help-center',
  notification: '/my-account/notification',
  wishlist: '/my-account/wishlist',
  shop: '/shop',
  signIn: '/signin',
  signUp: '/signup',
  restaurant: '/restaurant',
  rewards: '/rewards',
  bundles: '/bundles',
  category: '/category',
  completeOrder: '/complete-order',
  createOrder: '/order',
  notFound: '/404',
  login: '/login',
  credits: '/credits',
  /** The restaurant staff's space (orders and bookings of the day). */
  manager: '/manager',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteName];

/** Detail routes the deep links of SPEC §2 lead to. */
export const DETAIL_ROUTES = {
  booking: (id: string) => `${ROUTES.bookings}/${encodeURIComponent(id)}`,
  order: (id: string) => `${ROUTES.orders}/${encodeURIComponent(id)}`,
  event: (id: string) => `${ROUTES.event}/${encodeURIComponent(id)}`,
  reward: (id: string) => `${ROUTES.rewards}/${encodeURIComponent(id)}`,
  coupon: (id: string) => `${ROUTES.coupons}/${encodeURIComponent(id)}`,
  restaurant: (id: string) => `${ROUTES.restaurant}?shop=${encodeURIComponent(id)}`,
  /** A host's invitation, by the link's token or the guest's own access id. */
  invitation: (accessId: string) => `/invitation/${encodeURIComponent(accessId)}`,
} as const;
