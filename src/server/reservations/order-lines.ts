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

/** Why a line cannot be ordered: its dish is not offered here, or its options break the dish's groups. */
export interface LineProblem {
  kind: 'dish_not_offered' | 'option_invalid';
  message: string;
  details: { draftId: string; dishId: number };
}

type OptionRow = Awaited<ReturnType<typeof findOptionGroupsOfDishes>>[number];

const isOffered = (dish: OrderDishRow | undefined, scope: OrderScope): dish is OrderDishRow =>
  Boolean(dish && dish.restaurantId === scope.restaurantId && dish.isAvailable && (scope.eventId === null || dish.inEvent));

/** The chosen options, checked against the dish's own groups and their min/max, priced by the server; a string says what is wrong. */
function resolveOptions(line: TDraftDish, groups: OptionRow[], locale: ContentLocale): OrderLineOption[] | string {
  const groupIds = new Set(groups.map((row) => row.groupId));
  for (const groupId of Object.keys(line.collections)) if (!groupIds.has(Number(groupId))) return `Option group ${groupId} does not belong to dish ${line.dishId}`;
  const chosen: OrderLineOption[] = [];
  for (const groupId of groupIds) {
    const rows = groups.filter((row) => row.groupId === groupId);
    const picked = [...new Set(line.collections[String(groupId)] ?? [])];
    const { minSelect, maxSelect } = rows[0];
    if (picked.length < minSelect || picked.length > maxSelect) return `Choose between ${minSelect} and ${maxSelect} option(s) in group ${groupId}`;
    for (const optionId of picked) {
      const option = rows.find((row) => row.optionId === optionId);
      if (!option || option.optionId === null) return `Option ${optionId} is not in group ${groupId}`;
      chosen.push({ groupId, optionId, name: localized(locale, option.optionNameFr, option.optionNameEn) ?? '', priceAmount: option.optionPriceAmount ?? 0 });
    }
  }
  return chosen;
}

export const lineTotalOf = (line: Pick<NewLine, 'unitPriceAmount' | 'options' | 'quantity'>) =>
  (line.unitPriceAmount + line.options.reduce((sum, option) => sum + option.priceAmount, 0)) * line.quantity;

/**
 * Order lines from the client's dishes, every problem collected instead of stopping at the first:
 * prices and option prices come from the database, never the client; each good line also says
 * which stock counter it draws on. A bad line is left out of lines, needs and subtotal.
 */
export async function inspectOrderLines(db: Queryable, dishes: TDraftDish[], scope: OrderScope, locale: ContentLocale) {
  const dishIds = [...new Set(dishes.map((line) => line.dishId))];
  // One after the other: inside a transaction both run on the same connection anyway.
  const rows = await findOrderDishes(db, dishIds, scope.eventId);
  const optionRows = await findOptionGroupsOfDishes(db, dishIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines: NewLine[] = [];
  const needs: PortionNeed[] = [];
  const problems: LineProblem[] = [];
  for (const line of dishes) {
    const dish = byId.get(line.dishId);
    const details = { draftId: line.draftId, dishId: line.dishId };
    if (!isOffered(dish, scope)) {
      problems.push({ kind: 'dish_not_offered', message: `Dish ${line.dishId} is not offered here`, details });
      continue;
    }
    const options = resolveOptions(line, optionRows.filter((row) => row.dishId === dish.id), locale);
    if (typeof options === 'string') {
      problems.push({ kind: 'option_invalid', message: options, details });
      continue;
    }
    lines.push({ draftId: line.draftId, dishId: dish.id, quantity: line.count, unitPriceAmount: dish.priceAmount, currency: dish.currency, options });
    const slot = toStockSlot({ dishId: dish.id, dailyStock: dish.dailyStock, eventStock: dish.eventStock }, scope.serviceDate, scope.eventId);
    needs.push({ ...slot, quantity: line.count });
  }
  const subtotalAmount = lines.reduce((sum, line) => sum + lineTotalOf(line), 0);
  return { lines, needs, subtotalAmount, problems };
}

/** The booking flavour: the first bad line refuses the whole pre-order (422 dish_not_offered, or 400 for its options). */
export async function resolveOrderLines(db: Queryable, dishes: TDraftDish[], scope: OrderScope, locale: ContentLocale) {
  const { lines, needs, subtotalAmount, problems } = await inspectOrderLines(db, dishes, scope, locale);
  const [first] = problems;
  if (first?.kind === 'dish_not_offered') throw unprocessable('dish_not_offered', `Dish ${first.details.dishId} is not offered for this booking`, { dishId: first.details.dishId });
  if (first) throw badRequest('validation_failed', first.message, first.details);
  return { lines, needs, subtotalAmount };
}
