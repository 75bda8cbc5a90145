import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TRemainingLabel } from '../model/remaining-label';
import { theme } from '@/styles/theme';

const Badge = styled.p<{ $tone: 'warning' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  inline-size: fit-content;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.warning)};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.dangerSoft : theme.color.warningSoft)};
`;

/** "Plus que 3 portions aujourd'hui", "Épuisé" or "Indisponible"; nothing for an unlimited dish. */
export function RemainingBadge({ label }: { label: TRemainingLabel }) {
  const { t } = useTranslation('dishes');
  if (!label) return null;
  if (label.key === 'remaining') return <Badge $tone="warning">{t('remaining.left', { count: label.count })}</Badge>;
  return <Badge $tone="danger">{t(`remaining.${label.key}`)}</Badge>;
}
