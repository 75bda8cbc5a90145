import { useTranslation } from '@/lib/i18n/use-translation';
import { PlainList } from '@/components/ui/plain-list';
import { Skeleton } from '@/components/ui/skeleton';
import { useManagerOrders } from '../api/manager-orders';
import { OrderNotice } from './order-styles';
import { StaffOrderCard } from './staff-order-card';

/** "Today's orders" of one restaurant, kept live. */
export function StaffOrdersSection({ restaurantId, date }: { restaurantId: number; date: string }) {
  const { t } = useTranslation('manager');
  const query = useManagerOrders(restaurantId, date);
  return (
    <>
      <h2 id="staff-orders-title">{t('orders.title')}</h2>
      {query.isPending && <Skeleton count={2} height="9rem" />}
      {query.isError && (
        <OrderNotice $tone="danger" role="alert">
          {t('loadError')}
        </OrderNotice>
      )}
      {query.data && query.data.items.length === 0 && <p>{t('orders.empty')}</p>}
      {query.data && query.data.items.length > 0 && (
        <PlainList>
          {query.data.items.map((order) => (
            <li key={order.id}>
              <StaffOrderCard order={order} />
            </li>
          ))}
        </PlainList>
      )}
    </>
  );
}
