import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Stock = styled.p<{ $isOut: boolean }>`
  font-size: ${theme.fontSize.sm};
  color: ${({ theme, $isOut }) => ($isOut ? theme.color.danger : theme.color.inkMuted)};
  font-weight: ${({ theme, $isOut }) => ($isOut ? theme.fontWeight.bold : theme.fontWeight.regular)};
`;

/** How many coupons of a reward are left: nothing said when unlimited. */
export function RewardStock({ stock }: { stock: number | null }) {
  const { t } = useTranslation('rewards');
  if (stock === null) return null;
  return <Stock $isOut={stock === 0}>{stock === 0 ? t('stock.out') : t('stock.left', { count: stock })}</Stock>;
}
