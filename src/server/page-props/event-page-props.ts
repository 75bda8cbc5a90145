import type { GetServerSidePropsContext } from 'next';
import { ZIntId } from '@/contracts/common-contract';
import type { TEventPreview } from '@/contracts/event-contract';
import { eventsKeys } from '@/features/events/api/events-keys';
import { isAppError } from '@/lib/errors/app-error';
import { getEvent, getEventMenuCard } from '@/server/events/event-service';
import { listRestaurants } from '@/server/restaurants/restaurant-service';
import { listCities } from '@/server/static-data/static-data-repository';
import { pickShareImage } from './share-image';
import { loadTranslatedPageProps } from './translated-page-props';

/**
 * /event/{id}: the event (with its dishes and menus) and its menu card in the cache, plus its
 * title, place and date as props so a shared link previews them; an unknown id is a 404.
 */
export function loadEventPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, ['routes', 'events', 'dishes'], async ({ deps, queryClient, locale, contentLocale }) => {
    const id = ZIntId.safeParse(context.params?.id);
    if (!id.success) return { notFound: true };
    const event = await getEvent(deps.db, id.data, contentLocale).catch((error: unknown) => {
      if (isAppError(error) && error.statusCode === 404) return null;
      throw error;
    });
    if (!event) return { notFound: true };
    const [{ items }, cities, menuCard] = await Promise.all([
      listRestaurants(deps.db, { where: { id: event.restaurantId }, include: ['images'], limit: 1 }, contentLocale),
      listCities(deps.db),
      getEventMenuCard(deps.db, event.id, contentLocale),
    ]);
    queryClient.setQueryData(eventsKeys.detail(event.id, locale), event);
    queryClient.setQueryData(eventsKeys.menu(event.id, locale), menuCard);
    const city = cities.find((c) => c.id === event.cityId);
    const preview: TEventPreview = {
      id: event.id,
      title: event.title,
      description: event.description,
      restaurantName: event.restaurantName,
      cityName: city?.name ?? '',
      startsAt: event.startsAt,
      timeZone: city?.timeZone ?? 'UTC',
      imageUrl: event.imageUrl,
    };
    const eventPhoto = event.imageUrl && !/\.svg(\?|$)/i.test(event.imageUrl) ? { url: event.imageUrl, alt: event.title } : null;
    return { props: { event: preview, shareImage: eventPhoto ?? pickShareImage(items[0]?.images ?? []) } };
  });
}
