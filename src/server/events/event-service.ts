import type { ContentLocale } from '@/contracts/locale-contract';
import type { TEvent, TEventDish, TEventList, TEventListQuery, TEventMenuCard } from '@/contracts/event-contract';
import type { TMenu } from '@/contracts/menu-contract';
import type { Queryable } from '@/server/db/client';
import { findDishesByIds } from '@/server/dishes/dish-repository';
import { withOptionGroups } from '@/server/dishes/load-dishes';
import { notFound } from '@/server/http/app-error-factory';
import { parseFilter } from '@/server/http/filter/parse-filter';
import { findMenusOfEvent } from '@/server/menus/menu-repository';
import { withDishes } from '@/server/menus/load-menus';
import { toPageInfo, toPageWindow } from '@/server/search/page-window';
import { eventFilterSpec, type EventRelation } from './event-filter-spec';
import { countUpcomingEvents, findEventById, findEventDishLinks, findFirstEvent, findUpcomingEvents, type EventRow } from './event-repository';
import { toEventSummary } from './event-mapper';

async function loadEventDishes(db: Queryable, eventId: number, locale: ContentLocale): Promise<TEventDish[]> {
  const links = await findEventDishLinks(db, eventId);
  const dishes = await withOptionGroups(db, await findDishesByIds(db, links.map((link) => link.dishId)), locale);
  const byId = new Map(dishes.map((dish) => [dish.id, dish]));
  return links.flatMap((link) => {
    const dish = byId.get(link.dishId);
    return dish ? [{ ...link, dish }] : [];
  });
}

const loadEventMenus = async (db: Queryable, eventId: number, locale: ContentLocale): Promise<TMenu[]> => withDishes(db, await findMenusOfEvent(db, eventId), locale);

async function toEvent(db: Queryable, row: NonNullable<EventRow>, include: readonly EventRelation[], locale: ContentLocale): Promise<TEvent> {
  const event: TEvent = toEventSummary(row, locale);
  if (include.includes('dishes')) event.dishes = await loadEventDishes(db, row.id, locale);
  if (include.includes('menus')) event.menus = (await loadEventMenus(db, row.id, locale)).map((menu) => ({ eventId: row.id, menuId: menu.id, menu }));
  return event;
}

/** GET /manager/events/{id}: SPEC §3 Event with its dishes (each with its dish) and menus (each with menuId). */
export async function getEvent(db: Queryable, id: number, locale: ContentLocale): Promise<TEvent> {
  const row = await findEventById(db, id);
  if (!row) throw notFound('Event');
  return toEvent(db, row, ['dishes', 'menus'], locale);
}

/** GET /manager/events/one?filter=…: the first match, with the relations asked for. */
export async function findOneEvent(db: Queryable, rawFilter: unknown, locale: ContentLocale): Promise<TEvent> {
  const filter = parseFilter(rawFilter, eventFilterSpec);
  const row = await findFirstEvent(db, filter);
  if (!row) throw notFound('Event');
  return toEvent(db, row, filter.include, locale);
}

/** GET /restaurants/menu/{eventId}: the event's menus and dishes, dishes carrying the event stock. */
export async function getEventMenuCard(db: Queryable, eventId: number, locale: ContentLocale): Promise<TEventMenuCard> {
  const row = await findEventById(db, eventId);
  if (!row) throw notFound('Event');
  const [menus, dishes] = await Promise.all([loadEventMenus(db, eventId, locale), loadEventDishes(db, eventId, locale)]);
  return { eventId, restaurantId: row.restaurantId, menus, dishes };
}

/** GET /events: events not over yet, soonest first. */
export async function listEvents(db: Queryable, query: TEventListQuery, locale: ContentLocale, now: Date): Promise<TEventList> {
  const window = toPageWindow(query);
  const filter = { cityId: query.cityId, restaurantId: query.restaurantId, now };
  const rows = await findUpcomingEvents(db, filter, window.limit, window.offset);
  const total = rows[0]?.total ?? (window.offset > 0 ? await countUpcomingEvents(db, filter) : 0);
  return { ...toPageInfo(window, total), items: rows.map(({ total: _total, ...row }) => toEventSummary(row, locale)) };
}
