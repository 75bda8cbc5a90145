import type { TDraftDish } from '@/contracts/reservation-contract';
import { localized, type ContentLocale } from '@/contracts/locale-contract';
import type { Queryable } from '@/server/db/client';
import type { OrderLineOption } from '@/server/db/schema';
import { findOptionGroupsOfDishes } from '@/server/dishes/dish-repository';
import { badRequest } from '@/server/http/app-error-factory';
import type { PortionNeed } from '@/server/dish-stock/dish-stock-service';
import { toStockSlot } from '@/server/dish-stock/stock-key';
import { unprocessable } from './booking-errors';
import { findOrderDishes, type NewLine, type OrderDishRow } from './order-repository';

export interface OrderScope {
  restaurantId: number;
  eventId: number | null;
  serviceDate: string;
}

type OptionRow = Awaited<ReturnType<typeof findOptionGroupsOfDishes>>[number];

function checkOffered(dish: OrderDishRow | undefined, dishId: number, scope: OrderScope): OrderDishRow {
  const offered = dish && dish.restaurantId === scope.restaurantId && dish.isAvailable && (scope.eventId === null || dish.inEvent);
  if (!offered) throw unprocessable('dish_not_offered', `Dish ${dishId} is not offered for this booking`, { dishId });
  return dish;
}

/** The chosen options, checked against the dish's own groups and their min/max, priced by the server. */
function resolveOptions(line: TDraftDish, groups: OptionRow[], locale: ContentLocale): OrderLineOption[] {
  const fail = (message: string) => badRequest('validation_failed', message, { draftId: line.draftId, dishId: line.dishId });
  const groupIds = new Set(groups.map((row) => row.groupId));
  for (const groupId of Object.keys(line.collections)) if (!groupIds.has(Number(groupId))) throw fail(`Option group ${groupId} does not belong to dish ${line.dishId}`);
  const chosen: OrderLineOption[] = [];
  for (const groupId of groupIds) {
    const rows = groups.filter((row) => row.groupId === groupId);
    const picked = [...new Set(line.collections[String(groupId)] ?? [])];
    const { minSelect, maxSelect } = rows[0];
    if (picked.length < minSelect || picked.length > maxSelect) throw fail(`Choose between ${minSelect} and ${maxSelect} option(s) in group ${groupId}`);
    for (const optionId of picked) {
      const option = rows.find((row) => row.optionId === optionId);
      if (!option || option.optionId === null) throw fail(`Option ${optionId} is not in group ${groupId}`);
      chosen.push({ groupId, optionId, name: localized(locale, option.optionNameFr, option.optionNameEn) ?? '', priceAmount: option.optionPriceAmount ?? 0 });
    }
  }
  return chosen;
}

/**
 * Order lines from the client's dishes: prices and option prices come from the database, never the
 * client; each line also says which stock counter it draws on.
 */
export async function resolveOrderLines(db: Queryable, dishes: TDraftDish[], scope: OrderScope, locale: ContentLocale) {
  const dishIds = [...new Set(dishes.map((line) => line.dishId))];
  // One after the other: inside a transaction both run on the same connection anyway.
  const rows = await findOrderDishes(db, dishIds, scope.eventId);
  const optionRows = await findOptionGroupsOfDishes(db, dishIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines: NewLine[] = [];
  const needs: PortionNeed[] = [];
  for (const line of dishes) {
    const dish = checkOffered(byId.get(line.dishId), line.dishId, scope);
    const options = resolveOptions(line, optionRows.filter((row) => row.dishId === dish.id), locale);
    lines.push({ draftId: line.draftId, dishId: dish.id, quantity: line.count, unitPriceAmount: dish.priceAmount, currency: dish.currency, options });
    const slot = toStockSlot({ dishId: dish.id, dailyStock: dish.dailyStock, eventStock: dish.eventStock }, scope.serviceDate, scope.eventId);
    needs.push({ ...slot, quantity: line.count });
  }
  const subtotalAmount = lines.reduce((sum, line) => sum + (line.unitPriceAmount + line.options.reduce((s, o) => s + o.priceAmount, 0)) * line.quantity, 0);
  return { lines, needs, subtotalAmount };
}
