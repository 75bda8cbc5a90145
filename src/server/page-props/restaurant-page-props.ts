import type { GetServerSidePropsContext } from 'next';
import { ZIntId } from '@/contracts/common-contract';
import { listRestaurants } from '@/server/restaurants/restaurant-service';
import { pickShareImage } from './share-image';
import { loadTranslatedPageProps } from './translated-page-props';

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /restaurant?shop={id} shows that restaurant (an unknown id is a real 404); without it, the search. */
export function loadRestaurantPageProps(context: GetServerSidePropsContext) {
  const shop = firstValue(context.query.shop);
  if (shop === undefined) return loadTranslatedPageProps(context, ['routes']);
  return loadTranslatedPageProps(context, ['routes'], async ({ deps, contentLocale }) => {
    const id = ZIntId.safeParse(shop);
    if (!id.success) return { notFound: true };
    const { items } = await listRestaurants(deps.db, { where: { id: id.data }, include: ['images'], limit: 1 }, contentLocale);
    const [found] = items;
    if (!found) return { notFound: true };
    const { images = [], ...restaurant } = found;
    return { props: { restaurant, shareImage: pickShareImage(images) } };
  });
}
