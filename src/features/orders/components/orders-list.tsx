import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
import { PlainList } from '@/components/ui/plain-list';
import { Skeleton } from '@/components/ui/skeleton';
import type { TOrderListScope } from '@/contracts/order-limits';
import { ROUTES } from '@/lib/routes';
import { useOrders } from '../api/get-orders';
import { OrderCard } from './order-card';
import { OrderNotice } from './order-styles';
import { theme } from '@/styles/theme';

const Grid = styled(PlainList)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
`;

const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.md};
  padding-block: ${theme.space.xl};
`;

/** One tab's orders, ten at a time with "show more". */
export function OrdersList({ scope }: { scope: TOrderListScope }) {
  const { t } = useTranslation('orders');
  const query = useOrders(scope);
  if (query.isPending) return <Skeleton count={3} height="7rem" />;
  if (query.isError) return <OrderNotice $tone="danger" role="alert">{t('list.error')}</OrderNotice>;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Empty data-testid="orders-empty">
        <p>{t(`list.empty.${scope}`)}</p>
        <ButtonLink href={ROUTES.restaurant}>{t('list.findRestaurant')}</ButtonLink>
      </Empty>
    );
  }
  return (
    <>
      <Grid>
        {items.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </Grid>
      {query.hasNextPage && (
        <Button variant="secondary" onClick={() => void query.fetchNextPage()} isLoading={query.isFetchingNextPage}>
          {t('list.more')}
        </Button>
      )}
    </>
  );
}
