import { localized, type ContentLocale } from '@/contracts/locale-contract';
import type { TDish, TDishOptionGroup } from '@/contracts/dish-contract';
import { groupBy } from '@/lib/group-by';
import type { DishRow, OptionGroupRow } from './dish-repository';

export function toDishBase(row: DishRow, locale: ContentLocale): Omit<TDish, 'optionGroups'> {
  const { descriptionFr, descriptionEn, priceAmount, currency, ...rest } = row;
  return { ...rest, description: localized(locale, descriptionFr, descriptionEn), price: { amount: priceAmount, currency } };
}

/** Option groups per dish id; options carry the dish's currency. */
export function toOptionGroupsByDish(rows: OptionGroupRow[], currencyOf: (dishId: number) => string, locale: ContentLocale): Map<number, TDishOptionGroup[]> {
  const result = new Map<number, TDishOptionGroup[]>();
  for (const [dishId, dishRows] of groupBy(rows, (row) => row.dishId)) {
    const groups = [...groupBy(dishRows, (row) => row.groupId).values()].map((groupRows) => {
      const [first] = groupRows;
      return {
        id: first.groupId,
        name: localized(locale, first.groupNameFr, first.groupNameEn),
        minSelect: first.minSelect,
        maxSelect: first.maxSelect,
        options: groupRows.flatMap((row) =>
          row.optionId === null ? [] : [{ id: row.optionId, name: localized(locale, row.optionNameFr!, row.optionNameEn!), price: { amount: row.optionPriceAmount!, currency: currencyOf(dishId) } }],
        ),
      };
    });
    result.set(dishId, groups);
  }
  return result;
}
