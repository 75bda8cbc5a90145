import type { GetServerSidePropsContext } from 'next';
import { offersKeys } from '@/features/offers/api/offers-keys';
import { isUserCouponId, parseRewardId, rewardsKeys } from '@/features/rewards/api/rewards-keys';
import { isAppError } from '@/lib/errors/app-error';
import { listOffers } from '@/server/offers/offer-service';
import { getReward, listRewards } from '@/server/rewards/reward-service';
import { getPointsLedger, getUserCoupon, listUserCoupons } from '@/server/rewards/user-coupon-service';
import { readSessionUserId } from './prefetch-session';
import { loadTranslatedPageProps } from './translated-page-props';

const isNotFound = (error: unknown) => isAppError(error) && error.statusCode === 404;

/** /rewards: the catalogue for anyone, and a signed-in diner's points, in the first paint. */
export function loadRewardsPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, ['routes', 'rewards'], async ({ deps, queryClient, contentLocale }) => {
    const userId = await readSessionUserId(context.req, deps);
    const [catalogue, ledger] = await Promise.all([listRewards(deps.db, userId, contentLocale, deps.now()), userId ? getPointsLedger(deps.db, userId) : null]);
    queryClient.setQueryData(rewardsKeys.catalogue(contentLocale, userId !== null), catalogue);
    if (ledger) queryClient.setQueryData(rewardsKeys.points(), ledger);
  });
}

/** /rewards/{id}: an unknown reward answers a real 404. */
export function loadRewardPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, ['routes', 'rewards'], async ({ deps, queryClient, contentLocale }) => {
    const id = parseRewardId(context.params?.id);
    if (id === null) return { notFound: true };
    const userId = await readSessionUserId(context.req, deps);
    try {
      const [reward, ledger] = await Promise.all([getReward(deps.db, id, userId, contentLocale, deps.now()), userId ? getPointsLedger(deps.db, userId) : null]);
      queryClient.setQueryData(rewardsKeys.detail(id, contentLocale, userId !== null), reward);
      if (ledger) queryClient.setQueryData(rewardsKeys.points(), ledger);
    } catch (error) {
      if (isNotFound(error)) return { notFound: true };
      throw error;
    }
  });
}

/** /my-account/coupons: the diner's coupons and the running offers; a visitor gets the login view. */
export function loadCouponsPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, ['routes', 'rewards', 'offers'], async ({ deps, queryClient, contentLocale }) => {
    const userId = await readSessionUserId(context.req, deps);
    if (!userId) return;
    const now = deps.now();
    const [coupons, offers] = await Promise.all([listUserCoupons(deps.db, userId, contentLocale, now), listOffers(deps.db, { now }, userId, contentLocale)]);
    queryClient.setQueryData(rewardsKeys.userCouponList(contentLocale), coupons);
    queryClient.setQueryData(offersKeys.list({ lang: contentLocale }, true), offers);
  });
}

/** /my-account/coupons/{id}: another diner's coupon, or none, answers a real 404. */
export function loadCouponPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, ['routes', 'rewards'], async ({ deps, queryClient, contentLocale }) => {
    const id = context.params?.id;
    if (!isUserCouponId(id)) return { notFound: true };
    const userId = await readSessionUserId(context.req, deps);
    if (!userId) return;
    try {
      queryClient.setQueryData(rewardsKeys.userCoupon(id, contentLocale), await getUserCoupon(deps.db, userId, id, contentLocale, deps.now()));
    } catch (error) {
      if (isNotFound(error)) return { notFound: true };
      throw error;
    }
  });
}
