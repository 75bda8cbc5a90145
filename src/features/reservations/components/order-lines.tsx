import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TMoney } from '@/contracts/common-contract';
import { BillLine, BillList, BillSum } from './bill-styles';

export interface OrderLineView {
  id: string;
  name: string;
  quantity: number;
  options: readonly string[];
  total: TMoney;
}

const Line = styled(BillLine)`
  grid-template-columns: auto 1fr auto;
`;

/** Dishes with their prices in the diner's currency, and, when given, their sum under its label (a subtotal or the total). */
export function OrderLines({ lines, sum }: { lines: readonly OrderLineView[]; sum?: { label: string; money: TMoney } }) {
  const { t } = useTranslation('reservations');
  if (lines.length === 0) return <p>{t('orders.none')}</p>;
  return (
    <div data-testid="order-lines">
      <BillList>
        {lines.map((line) => (
          <Line key={line.id}>
            <span>{t('orders.quantity', { count: line.quantity })}</span>
            <span>
              {line.name}
              {line.options.length > 0 && <small>{line.options.join(', ')}</small>}
            </span>
            <Price money={line.total} />
          </Line>
        ))}
      </BillList>
      {sum && (
        <BillSum $strong={false}>
          <span>{sum.label}</span>
          <Price money={sum.money} />
        </BillSum>
      )}
    </div>
  );
}
