import type { TAvailableCapacity, TAvailableCapacityQuery, TCapacitySlot, TRestaurantCapacity } from '@/contracts/search-contract';
import { groupBy } from '@/lib/group-by';
import type { Queryable } from '@/server/db/client';
import { notFound } from '@/server/http/app-error-factory';
import { countBookableRestaurants, findBookableRestaurantIds, findCapacity, restaurantExists, type CapacityRow } from './capacity-repository';
import { toPageInfo, toPageWindow } from './page-window';

const toSlot = (row: CapacityRow): TCapacitySlot => ({
  time: row.time,
  startsAt: new Date(row.startsAt).toISOString(),
  isOpen: row.isOpen,
  freeTables: row.freeTables,
  freeSeats: row.freeSeats,
  isAvailable: row.isOpen && row.freeTables > 0,
});

function toRestaurantCapacity(rows: CapacityRow[]): TRestaurantCapacity {
  const [first] = rows;
  return {
    restaurantId: first.restaurantId,
    timeZone: first.timeZone,
    slotMinutes: first.slotMinutes,
    tableTurnMinutes: first.tableTurnMinutes,
    fittingTables: first.fittingTables,
    requested: toSlot(rows.find((row) => row.step === 0) ?? first),
    slots: rows.map(toSlot),
  };
}

async function pickRestaurants(db: Queryable, query: TAvailableCapacityQuery, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
  if (query.restaurantId !== undefined) {
    if (!(await restaurantExists(db, query.restaurantId))) throw notFound('Restaurant');
    return { ids: offset === 0 ? [query.restaurantId] : [], total: 1 };
  }
  const rows = await findBookableRestaurantIds(db, query.cityId!, limit, offset);
  const total = rows[0]?.total ?? (offset > 0 ? await countBookableRestaurants(db, query.cityId!) : 0);
  return { ids: rows.map((row) => row.id), total };
}

/**
 * GET /restaurants/availableCapacity: for one restaurant, or a city's bookable restaurants, whether
 * a party fits at a local date and time, with the slots around it. The same rule as the search's
 * availability filter (reservations/free-table-rule.ts).
 */
export async function getAvailableCapacity(db: Queryable, query: TAvailableCapacityQuery, now: Date): Promise<TAvailableCapacity> {
  const window = toPageWindow(query);
  const { ids, total } = await pickRestaurants(db, query, window.limit, window.offset);
  const rows = await findCapacity(db, ids, query.date, query.time, query.party, now);
  const byRestaurant = groupBy(rows, (row) => row.restaurantId);
  const items = ids.flatMap((id) => {
    const group = byRestaurant.get(id);
    return group ? [toRestaurantCapacity(group)] : [];
  });
  return { ...toPageInfo(window, total), date: query.date, time: query.time, party: query.party, items };
}
