import type { FilterSpec } from '@/server/http/filter/filter-spec';
import { events } from '@/server/db/schema';

export type EventRelation = 'dishes' | 'menus';

/** What GET /manager/events/one?filter=… may use. */
export const eventFilterSpec: FilterSpec<EventRelation> = {
  where: {
    id: { column: events.id, type: 'int' },
    restaurantId: { column: events.restaurantId, type: 'int' },
    startsAt: { column: events.startsAt, type: 'date' },
    endsAt: { column: events.endsAt, type: 'date' },
  },
  order: { id: events.id, startsAt: events.startsAt, endsAt: events.endsAt },
  include: ['dishes', 'menus'],
  defaultOrder: ['startsAt ASC', 'id ASC'],
  defaultLimit: 1,
  maxLimit: 1,
};
