import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { useDish } from '../api/get-dish';
import { ProductDetailBody, type TProductDetailAction } from './product-detail-body';
import { theme } from '@/styles/theme';

const Message = styled.div`
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
`;

/** The modal is opened with `{ dishId }`; anything else shows the not-found state. */
function readDishId(data: unknown): number | null {
  const id = typeof data === 'object' && data !== null ? (data as { dishId?: unknown }).dishId : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

const NAMESPACES = ['dishes', 'cart'];

/** SPEC §2 product detail modal view: GET /dishes/{id}, loaded lazily with its own chunk. */
function ProductDetailContent({ data, action }: { data: unknown; action?: TProductDetailAction }) {
  const { t } = useTranslation('dishes');
  const { locale = 'fr' } = useRouter();
  const dishId = readDishId(data);
  const { data: dish, isPending, isError, refetch } = useDish(dishId, locale);

  if (dishId === null || isError) {
    return (
      <ModalFrame title={t('detail.errorTitle')}>
        <Message role="alert">
          <p>{t('detail.error')}</p>
          {dishId !== null && (
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('detail.retry')}
            </Button>
          )}
        </Message>
      </ModalFrame>
    );
  }
  if (isPending) {
    return (
      <ModalFrame title={t('detail.loading')}>
        <Skeleton count={3} height="8rem" />
      </ModalFrame>
    );
  }
  return (
    <ModalFrame title={dish.name} description={t('detail.from', { restaurant: dish.restaurant.name })}>
      <ProductDetailBody key={dish.id} dish={dish} action={action} />
    </ModalFrame>
  );
}

/** Any page can open the dish window: it loads its own translations rather than trust the page to ship them. */
export function ProductDetailModal(props: { data: unknown; action?: TProductDetailAction }) {
  return (
    <NamespaceGate namespaces={NAMESPACES}>
      <ProductDetailContent {...props} />
    </NamespaceGate>
  );
}
