import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TAppliedDiscount, TOrderLine, TOrderTotals } from '@/contracts/order-contract';
import { BillLine, BillList, SumLine } from './order-styles';
import { theme } from '@/styles/theme';

const Sums = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  margin-block-start: ${theme.space.sm};
`;

/** The dishes as the server priced them, options under each name. */
export function OrderLineItems({ lines }: { lines: readonly TOrderLine[] }) {
  const { t } = useTranslation('orders');
  return (
    <BillList data-testid="order-lines">
      {lines.map((line, index) => (
        <BillLine key={`${line.dishId}-${index}`}>
          <span>{t('detail.quantity', { count: line.quantity })}</span>
          <span>
            {line.dishName}
            {line.options.length > 0 && <small>{line.options.map((option) => option.name).join(', ')}</small>}
          </span>
          <Price money={line.total} />
        </BillLine>
      ))}
    </BillList>
  );
}

/** Subtotal, discount, delivery fee and total: the server's figures, never recomputed here. */
export function OrderTotalsView({ totals, discount }: { totals: TOrderTotals; discount: TAppliedDiscount | null }) {
  const { t } = useTranslation('orders');
  return (
    <Sums data-testid="order-totals">
      <SumLine>
        <span>{t('detail.subtotal')}</span>
        <Price money={totals.subtotal} />
      </SumLine>
      {totals.discount.amount > 0 && (
        <SumLine>
          <span>{t('detail.discount', { title: discount?.title ?? '' })}</span>
          <span>
            −<Price money={totals.discount} />
          </span>
        </SumLine>
      )}
      {totals.deliveryFee.amount > 0 && (
        <SumLine>
          <span>{t('detail.deliveryFee')}</span>
          <Price money={totals.deliveryFee} />
        </SumLine>
      )}
      <SumLine $strong>
        <span>{t('detail.total')}</span>
        <Price money={totals.total} />
      </SumLine>
    </Sums>
  );
}
