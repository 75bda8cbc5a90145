import { useRouter } from 'next/router';
import type { TOrder, TOrderRequestInput } from '@/contracts/order-contract';
import { useCreateOrder } from '@/features/orders/api/create-order';
import { isOrderId, useOrder } from '@/features/orders/api/get-order';
import { useUpdateOrder } from '@/features/orders/api/update-order';

/**
 * "Continuer": a diner back from checkout (`?orderId=`) changes that draft (PATCH) rather than leaving
 * it behind and starting another; a new draft is made when there is none, or when the type changed
 * (a draft keeps its type) or the draft was placed meanwhile.
 */
export function useSaveDraftOrder() {
  const { query } = useRouter();
  const editedId = typeof query.orderId === 'string' && isOrderId(query.orderId) ? query.orderId : null;
  const edited = useOrder(editedId).data;
  const createOrder = useCreateOrder();
  const updateOrder = useUpdateOrder(editedId ?? '');

  const save = (body: TOrderRequestInput): Promise<TOrder> => {
    if (editedId && edited?.status === 'draft' && edited.type === body.type && edited.restaurant.id === body.restaurantId) {
      const { dishes, timing, addressId, offerId, couponCode, special } = body;
      return updateOrder.mutateAsync({ dishes, timing, addressId: addressId ?? null, offerId: offerId ?? null, couponCode: couponCode ?? null, special: special ?? null });
    }
    return createOrder.mutateAsync(body);
  };
  return { save, isPending: createOrder.isPending || updateOrder.isPending };
}
