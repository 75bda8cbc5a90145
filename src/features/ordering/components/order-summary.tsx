import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Loader } from '@/components/ui/loader';
import type { TOrderCheck } from '@/contracts/order-contract';
import { problemsAt } from '../model/order-problems';
import { Muted } from './ordering-styles';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import { ProblemNotes } from './problem-notes';
import { theme } from '@/styles/theme';

const Box = styled.section`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  align-self: start;
  h2 { font-size: ${theme.fontSize.xl}; margin: 0; }
`;

interface OrderSummaryProps {
  check: TOrderCheck | undefined;
  isUpdating: boolean;
  isError: boolean;
}

/** The server's answer to checkOrder: its lines and totals, and the problems of the dishes or of the order as a whole. */
export function OrderSummary({ check, isUpdating, isError }: OrderSummaryProps) {
  const { t } = useTranslation('ordering');
  return (
    <Box aria-labelledby="order-summary-title" aria-busy={isUpdating}>
      <h2 id="order-summary-title">{t('summary.title')}</h2>
      {!check && !isError && <Loader label={t('summary.loading')} />}
      {isError && <Muted role="alert">{t('summary.error')}</Muted>}
      {check && (
        <>
          <OrderLines lines={check.lines} />
          <ProblemNotes problems={[...problemsAt(check.problems, 'lines'), ...problemsAt(check.problems, 'order')]} />
          <OrderTotals totals={check.totals} isDelivery={check.type === 'DELIVERY'} />
          {isUpdating && <Muted aria-live="polite">{t('summary.updating')}</Muted>}
        </>
      )}
    </Box>
  );
}
