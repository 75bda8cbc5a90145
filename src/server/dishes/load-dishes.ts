import type { ContentLocale } from '@/contracts/locale-contract';
import type { TDish } from '@/contracts/dish-contract';
import type { Queryable } from '@/server/db/client';
import { findOptionGroupsOfDishes, type DishRow, type OptionGroupRow } from './dish-repository';
import { toDishBase, toOptionGroupsByDish } from './dish-mapper';

/** Full dishes from dish rows and the option rows of those dishes. */
export function toDishes(rows: DishRow[], optionRows: OptionGroupRow[], locale: ContentLocale): TDish[] {
  const currencyById = new Map(rows.map((row) => [row.id, row.currency]));
  const groups = toOptionGroupsByDish(optionRows, (id) => currencyById.get(id) ?? '', locale);
  return rows.map((row) => ({ ...toDishBase(row, locale), optionGroups: groups.get(row.id) ?? [] }));
}

/** Full dishes (with option groups) from dish rows: one extra query for all their options. */
export async function withOptionGroups(db: Queryable, rows: DishRow[], locale: ContentLocale): Promise<TDish[]> {
  return toDishes(rows, await findOptionGroupsOfDishes(db, rows.map((row) => row.id)), locale);
}
