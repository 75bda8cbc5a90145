import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { POINTS_PER_HONOURED_BOOKING, SPEND_PER_POINT } from '@/contracts/reward-limits';
import { formatMoney } from '@/lib/money/format-money';
import { usePointsText } from './use-points-text';
import { theme } from '@/styles/theme';

const Box = styled.section`
  display: grid;
  gap: ${theme.space.xxs};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.brandSoft};
  h2 { font-size: ${theme.fontSize.md}; color: ${theme.color.inkMuted}; font-weight: ${theme.fontWeight.medium}; }
  p:last-child { color: ${theme.color.inkMuted}; }
`;

const Amount = styled.p`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.display};
  color: ${theme.color.brand};
  line-height: ${theme.lineHeight.tight};
`;

/** The signed-in diner's points, large, and how they are earned. */
export function PointsBalance({ balance }: { balance: number }) {
  const { t } = useTranslation('rewards');
  const { locale = 'fr' } = useRouter();
  const pointsText = usePointsText();
  // The rule shown is the server's own constants: francs CFA are where diners spend.
  const spend = formatMoney({ amount: SPEND_PER_POINT.XOF, currency: 'XOF' }, locale);
  return (
    <Box aria-labelledby="points-balance-title" data-testid="points-balance">
      <h2 id="points-balance-title">{t('balance.title')}</h2>
      <Amount>{pointsText(balance)}</Amount>
      <p>{t('balance.howToEarn', { spend, booking: pointsText(POINTS_PER_HONOURED_BOOKING) })}</p>
    </Box>
  );
}
