import type { GetServerSidePropsContext } from 'next';
import { ZIntId } from '@/contracts/common-contract';
import type { TRestaurantImage } from '@/contracts/restaurant-contract';
import { listRestaurants } from '@/server/restaurants/restaurant-service';
import { loadTranslatedPageProps } from './translated-page-props';

/** Link previews (WhatsApp, Facebook) ignore SVG: share the first photo, else the site's default. */
function pickShareImage(images: TRestaurantImage[]): TRestaurantImage | null {
  return images.find((image) => !/\.svg(\?|$)/i.test(image.url)) ?? null;
}

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
