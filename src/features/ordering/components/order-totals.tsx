import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TOrderTotals } from '@/contracts/order-contract';
import { theme } from '@/styles/theme';

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  /* No column gap: the total's rule runs unbroken across both cells. */
  row-gap: ${theme.space.xs};
  margin: 0;
  dd { margin: 0; padding-inline-start: ${theme.space.md}; text-align: end; }
  dt[data-total], dd[data-total] {
    font-size: ${theme.fontSize.lg};
    font-weight: ${theme.fontWeight.bold};
    padding-block-start: ${theme.space.xs};
    border-block-start: 1px solid ${theme.color.border};
  }
`;

/** Subtotal, discount, delivery fee and total exactly as the server computed them (never summed here). */
export function OrderTotals({ totals, isDelivery }: { totals: TOrderTotals; isDelivery: boolean }) {
  const { t } = useTranslation('ordering');
  return (
    <Rows data-testid="order-totals">
      <dt>{t('summary.subtotal')}</dt>
      <dd>
        <Price money={totals.subtotal} />
      </dd>
      {totals.discount.amount > 0 && (
        <>
          <dt>{t('summary.discount')}</dt>
          <dd>
            − <Price money={totals.discount} />
          </dd>
        </>
      )}
      {isDelivery && (
        <>
          <dt>{t('summary.deliveryFee')}</dt>
          <dd>
            <Price money={totals.deliveryFee} />
          </dd>
        </>
      )}
      <dt data-total>{t('summary.total')}</dt>
      <dd data-total>
        <Price money={totals.total} />
      </dd>
    </Rows>
  );
}
