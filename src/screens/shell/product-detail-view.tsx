import { useTranslation } from '@/lib/i18n/use-translation';
import type { TDishDetail } from '@/contracts/dish-contract';
import { AddToOrder } from '@/features/cart/components/add-to-order';
import { buildLineId } from '@/features/cart/model/add-limits';
import type { NewCartItem } from '@/features/cart/model/cart-types';
import { ProductDetailModal } from '@/features/dishes/components/product-detail-modal';
import { computeOptionTotal, findIncompleteGroups, type TOptionSelection } from '@/features/dishes/model/option-selection';

/** The chosen options as the cart keeps them: ids per group (collections) and names for the drawer. */
export function buildCartItem(dish: TDishDetail, selection: TOptionSelection): NewCartItem {
  const collections: Record<number, number[]> = {};
  for (const group of dish.optionGroups) {
    const ids = selection[group.id] ?? [];
    if (ids.length > 0) collections[group.id] = [...ids];
  }
  const optionNames = dish.optionGroups.flatMap((group) => group.options.filter((option) => selection[group.id]?.includes(option.id)).map((option) => option.name));
  return {
    id: buildLineId(dish.id, collections),
    dishId: dish.id,
    restaurantId: dish.restaurant.id,
    name: dish.name,
    imageUrl: dish.imageUrl,
    price: computeOptionTotal(dish.price, dish.optionGroups, selection),
    stock: dish.remainingToday,
    collections,
    optionNames,
  };
}

/** The dish's side of the modal meets the cart's: the dish and options chosen become a cart line. */
function DishAddToOrder({ dish, selection }: { dish: TDishDetail; selection: TOptionSelection }) {
  const { t } = useTranslation('cart');
  // The options list names the missing groups itself; the action only says why it waits.
  const blockedReason = findIncompleteGroups(dish.optionGroups, selection).length > 0 ? t('add.incomplete') : null;
  return <AddToOrder item={buildCartItem(dish, selection)} fallbackStock={dish.isAvailable ? dish.remainingToday : 0} blockedReason={blockedReason} />;
}

/** SPEC §2 PRODUCT_DETAIL modal view with "add to order" (the screen composes the two features). */
export function ProductDetailView({ data }: { data: unknown }) {
  return <ProductDetailModal data={data} action={DishAddToOrder} />;
}
