/** @jest-environment node */
import { findDeepLinkTarget, withLocalePrefix } from '@/server/page-props/deep-link-redirect';
import { findRedirect } from '@/server/page-props/find-redirect';

describe('deep-link redirects', () => {
  it('§2 each parameter leads to its detail route', () => {
    expect(findDeepLinkTarget({ bookingId: '12' })).toBe('/my-account/bookings/12');
    expect(findDeepLinkTarget({ eventId: '5' })).toBe('/event/5');
    expect(findDeepLinkTarget({ rewardId: '3' })).toBe('/rewards/3');
    expect(findDeepLinkTarget({ couponId: '7' })).toBe('/my-account/coupons/7');
    expect(findDeepLinkTarget({ restaurantId: '4' })).toBe('/restaurant?shop=4');
  });

  it('§2 the first parameter present wins: booking, event, reward, coupon, then restaurant', () => {
    const all = { restaurantId: '1', couponId: '2', rewardId: '3', eventId: '4', bookingId: '5' };
    expect(findDeepLinkTarget(all)).toBe('/my-account/bookings/5');
    expect(findDeepLinkTarget({ ...all, bookingId: undefined })).toBe('/event/4');
    expect(findDeepLinkTarget({ restaurantId: '1', couponId: '2', rewardId: '3' })).toBe('/rewards/3');
    expect(findDeepLinkTarget({ restaurantId: '1', couponId: '2' })).toBe('/my-account/coupons/2');
    expect(findDeepLinkTarget({ restaurantId: '8', eventId: '5' })).toBe('/event/5');
  });

  it('ignores empty values, uses the first of repeated ones and encodes ids', () => {
    expect(findDeepLinkTarget({ bookingId: '', eventId: '  ', restaurantId: '9' })).toBe('/restaurant?shop=9');
    expect(findDeepLinkTarget({ eventId: ['6', '7'] })).toBe('/event/6');
    expect(findDeepLinkTarget({ rewardId: 'a/b?c' })).toBe('/rewards/a%2Fb%3Fc');
  });

  it('leaves a page without deep-link parameters alone', () => {
    expect(findDeepLinkTarget({})).toBeNull();
    expect(findDeepLinkTarget({ shop: '4', q: 'grill', id: '3' })).toBeNull();
  });

  it('keeps the locale prefix except for the default locale', () => {
    expect(withLocalePrefix('/event/5', 'en', 'fr')).toBe('/en/event/5');
    expect(withLocalePrefix('/event/5', 'fr', 'fr')).toBe('/event/5');
  });
});

describe('page redirects (getServerSideProps)', () => {
  const contextOf = (url: string, query: Record<string, string>, { locale = 'fr', cookie = '', data = false } = {}) =>
    ({
      query,
      locale,
      defaultLocale: 'fr',
      locales: ['fr', 'en', 'ar', 'he'],
      req: { url, headers: { cookie, ...(data ? { 'x-nextjs-data': '1' } : {}) } },
    }) as unknown as Parameters<typeof findRedirect>[0];

  it('§2 a deep link wins and keeps the English prefix', () => {
    expect(findRedirect(contextOf('/faq?eventId=5&restaurantId=4', { eventId: '5', restaurantId: '4' }, { locale: 'en' }))).toBe('/en/event/5');
  });

  it('§9 a remembered language is mapped before use (fr-US is French: no redirect; en goes to /en)', () => {
    expect(findRedirect(contextOf('/faq', {}, { cookie: 'NEXT_LOCALE=fr-US' }))).toBeNull();
    expect(findRedirect(contextOf('/faq', {}, { cookie: 'NEXT_LOCALE=en' }))).toBe('/en/faq');
  });

  it('client-side navigations are not redirected by the cookie', () => {
    expect(findRedirect(contextOf('/faq', {}, { cookie: 'NEXT_LOCALE=en', data: true }))).toBeNull();
  });
});
