import { useRouter } from 'next/router';
import { useQuery } from '@tanstack/react-query';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { CartDrawer } from '@/features/cart/components/cart-drawer';
import { useCart } from '@/features/cart/components/use-cart';
import { restaurantDataQueryOptions } from '@/features/restaurants/api/get-restaurant-data';

const NAMESPACES = ['cart'];

/** The cart drawer (its strings fetched on a page that did not bring them) with what its restaurant offers (take-away, delivery): the cart feature does not know restaurants. */
export function CartDrawerView() {
  const { locale = 'fr' } = useRouter();
  const cart = useCart();
  const restaurantId = cart.meta.restaurantId;
  const needsServices = cart.isRestored && !cart.isEmpty && !cart.reservationId && restaurantId !== null;
  // Keyed like the restaurant page's query, so a diner coming from that page reads the cache.
  const restaurant = useQuery({ ...restaurantDataQueryOptions(restaurantId ?? 0, locale), enabled: needsServices }).data;
  return (
    <NamespaceGate namespaces={NAMESPACES}>
      <CartDrawer services={needsServices ? (restaurant?.services ?? null) : null} />
    </NamespaceGate>
  );
}
