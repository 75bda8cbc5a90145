import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TOrderLine } from '@/contracts/order-contract';
import { theme } from '@/styles/theme';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space.xxs} ${theme.space.md};
  small { grid-column: 1; color: ${theme.color.inkMuted}; }
`;

/** The server's lines: name, quantity, chosen options and the line total it computed. */
export function OrderLines({ lines }: { lines: readonly TOrderLine[] }) {
  const { t } = useTranslation('ordering');
  return (
    <List>
      {lines.map((line) => (
        <Line key={line.draftId ?? `${line.dishId}`} data-testid="order-line">
          <span>{t('summary.line', { count: line.quantity, name: line.dishName })}</span>
          <Price money={line.total} />
          {line.options.length > 0 && <small>{line.options.map((option) => option.name).join(', ')}</small>}
        </Line>
      ))}
    </List>
  );
}
