import type { TOrderLine } from '@/contracts/order-contract';
import type { OrderLineOption } from '@/server/db/schema';
import { lineTotalOf } from './order-lines';

export interface OrderLineFields {
  draftId: string | null;
  dishId: number;
  dishName: string;
  imageUrl: string | null;
  quantity: number;
  unitPriceAmount: number;
  currency: string;
  options: OrderLineOption[];
}

/** An order line as the API shows it, for bookings' pre-orders and take-away or delivery orders alike. */
export function toOrderLineView(line: OrderLineFields): TOrderLine {
  const money = (amount: number) => ({ amount, currency: line.currency });
  return {
    draftId: line.draftId,
    dishId: line.dishId,
    dishName: line.dishName,
    imageUrl: line.imageUrl,
    quantity: line.quantity,
    unitPrice: money(line.unitPriceAmount),
    options: line.options.map((option) => ({ groupId: option.groupId, optionId: option.optionId, name: option.name, price: money(option.priceAmount) })),
    total: money(lineTotalOf(line)),
  };
}
