import type { ContentLocale } from '@/contracts/locale-contract';

/**
 * Query keys of the rewards screens. Titles come in the page's language, and what the server
 * answers depends on who asks (balance, canRedeem), so catalogue keys carry both. A redeem
 * invalidates `all`.
 */
export const rewardsKeys = {
  all: ['rewards'] as const,
  catalogue: (lang: ContentLocale, isSignedIn: boolean) => [...rewardsKeys.all, 'catalogue', lang, isSignedIn] as const,
  detail: (id: number, lang: ContentLocale, isSignedIn: boolean) => [...rewardsKeys.all, 'detail', id, lang, isSignedIn] as const,
  points: () => [...rewardsKeys.all, 'points'] as const,
  userCoupons: () => [...rewardsKeys.all, 'userCoupons'] as const,
  userCouponList: (lang: ContentLocale) => [...rewardsKeys.userCoupons(), 'list', lang] as const,
  userCoupon: (id: string, lang: ContentLocale) => [...rewardsKeys.userCoupons(), 'detail', id, lang] as const,
};

/** The catalogue's language for a route locale (titles exist in French and English). */
export const toContentLang = (locale: string | undefined): ContentLocale => (locale === 'en' ? 'en' : 'fr');

/** Reward ids are positive integers; anything else is not a reward and is not asked for. */
export const parseRewardId = (raw: unknown): number | null => (typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

/** Coupon ids are UUIDs: anything else is not a coupon, and is not asked for. */
export const isUserCouponId = (id: unknown): id is string => typeof id === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
