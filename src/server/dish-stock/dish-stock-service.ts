import type { Queryable } from '@/server/db/client';
import { conflict } from '@/server/http/app-error-factory';
import { addTaken, findHeld, findTaken, lockCounter } from './dish-stock-repository';
import type { StockSlot } from './stock-key';

/** Portions wanted on one counter. */
export interface PortionNeed extends StockSlot {
  quantity: number;
}

const slotId = (dishId: number, key: string) => `${dishId}|${key}`;

/** Merges lines of the same dish on the same counter and keeps the limited ones, in lock order. */
export function toLimitedNeeds(needs: PortionNeed[]): (PortionNeed & { capacity: number })[] {
  const merged = new Map<string, PortionNeed & { capacity: number }>();
  for (const need of needs) {
    if (need.capacity === null) continue;
    const id = slotId(need.dishId, need.key);
    const prev = merged.get(id);
    merged.set(id, { ...need, capacity: need.capacity, quantity: (prev?.quantity ?? 0) + need.quantity });
  }
  // A fixed order (dish, key) so two transactions never wait on each other's counters.
  return [...merged.values()].sort((a, b) => a.dishId - b.dishId || a.key.localeCompare(b.key));
}

/**
 * THE stock rule, inside the caller's transaction: lock each counter, then refuse with 409
 * dish_sold_out unless capacity − taken (placed orders) − held (other unexpired drafts) covers the
 * need. With `take`, the portions are added to the counter (placed orders); otherwise the caller's
 * draft lines hold them until the draft's expire_date, and expired drafts simply stop counting.
 */
export async function reservePortions(tx: Queryable, needs: PortionNeed[], now: Date, options: { excludeReservationId: string | null; take: boolean }) {
  const limited = toLimitedNeeds(needs);
  if (limited.length === 0) return;
  const counters = [];
  for (const need of limited) counters.push(await lockCounter(tx, need.dishId, need.key, need.capacity));
  const held = await findHeld(tx, limited.map((need) => need.dishId), now, options.excludeReservationId);
  const heldBy = new Map(held.map((row) => [slotId(row.dishId, row.key), row.held]));
  for (const [index, need] of limited.entries()) {
    const remaining = Math.max(0, counters[index].capacity - counters[index].taken - (heldBy.get(slotId(need.dishId, need.key)) ?? 0));
    if (need.quantity > remaining) {
      throw conflict('dish_sold_out', `Only ${remaining} portion(s) left of dish ${need.dishId}`, { dishId: need.dishId, remaining, requested: need.quantity });
    }
  }
  if (options.take) for (const need of limited) await addTaken(tx, need.dishId, need.key, need.quantity);
}

/** Gives back the portions of placed orders (cancellation, or a move to another service day). */
export async function releasePortions(tx: Queryable, needs: PortionNeed[]) {
  for (const need of toLimitedNeeds(needs)) await addTaken(tx, need.dishId, need.key, -need.quantity);
}

/** Portions left per counter right now (no lock: a read for display); null capacity = unlimited. */
export async function findRemainingPortions(db: Queryable, slots: StockSlot[], now: Date, excludeReservationId: string | null = null): Promise<Map<string, number | null>> {
  const limited = slots.filter((slot) => slot.capacity !== null);
  const dishIds = [...new Set(limited.map((slot) => slot.dishId))];
  const keys = [...new Set(limited.map((slot) => slot.key))];
  const [taken, held] = dishIds.length ? await Promise.all([findTaken(db, dishIds, keys), findHeld(db, dishIds, now, excludeReservationId)]) : [[], []];
  const takenBy = new Map(taken.map((row) => [slotId(row.dishId, row.key), row.taken]));
  const heldBy = new Map(held.map((row) => [slotId(row.dishId, row.key), row.held]));
  const result = new Map<string, number | null>();
  for (const slot of slots) {
    const id = slotId(slot.dishId, slot.key);
    result.set(id, slot.capacity === null ? null : Math.max(0, slot.capacity - (takenBy.get(id) ?? 0) - (heldBy.get(id) ?? 0)));
  }
  return result;
}

export const remainingOf = (remaining: Map<string, number | null>, slot: StockSlot) => remaining.get(slotId(slot.dishId, slot.key)) ?? null;
