import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TMoney } from '@/contracts/common-contract';

export interface OrderLineView {
  id: string;
  name: string;
  quantity: number;
  options: readonly string[];
  total: TMoney;
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
  small { display: block; color: ${({ theme }) => theme.color.inkMuted}; }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin-block-start: ${({ theme }) => theme.space.sm};
  padding-block-start: ${({ theme }) => theme.space.sm};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

/** Pre-ordered dishes with their totals, prices in the diner's currency. */
export function OrderLines({ lines, total }: { lines: readonly OrderLineView[]; total: TMoney }) {
  const { t } = useTranslation('reservations');
  if (lines.length === 0) return <p>{t('orders.none')}</p>;
  return (
    <div data-testid="order-lines">
      <List>
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
      </List>
      <Total>
        <span>{t('orders.total')}</span>
        <Price money={total} />
      </Total>
    </div>
  );
}
