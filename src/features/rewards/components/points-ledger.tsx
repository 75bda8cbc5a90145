import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { PlainList } from '@/components/ui/plain-list';
import type { TPointsEntry } from '@/contracts/reward-contract';
import { formatLongDate } from '@/lib/format/format-long-date';
import { formatPointsDelta } from '../model/format-points';
import { theme } from '@/styles/theme';

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding-block: ${theme.space.sm};
  border-block-end: 1px solid ${theme.color.border};
  time { display: block; color: ${theme.color.inkMuted}; font-size: ${theme.fontSize.sm}; }
`;

const Delta = styled.span<{ $isGain: boolean }>`
  font-weight: ${theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $isGain }) => ($isGain ? theme.color.accent : theme.color.ink)};
`;

/** Every change of the diner's points, newest first: why, when, how many. */
export function PointsLedger({ entries }: { entries: readonly TPointsEntry[] }) {
  const { t } = useTranslation('rewards');
  const { locale = 'fr' } = useRouter();
  if (entries.length === 0) return <p>{t('ledger.empty')}</p>;
  return (
    <PlainList $gap="xxs" aria-label={t('ledger.title')} data-testid="points-ledger">
      {entries.map((entry) => (
        <Row key={entry.id}>
          <span>
            {t(`ledger.reason.${entry.reason}`)}
            <time dateTime={entry.createdAt}>{formatLongDate(entry.createdAt, locale)}</time>
          </span>
          <Delta $isGain={entry.delta > 0}>{t('ledger.delta', { formatted: formatPointsDelta(entry.delta, locale) })}</Delta>
        </Row>
      ))}
    </PlainList>
  );
}
