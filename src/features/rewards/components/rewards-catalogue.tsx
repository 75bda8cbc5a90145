import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { PlainList } from '@/components/ui/plain-list';
import type { TRewardCoupon } from '@/contracts/reward-contract';
import { mediaUp } from '@/styles/theme';
import { RewardCard } from './reward-card';

const Grid = styled(PlainList)`
  ${mediaUp('sm')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mediaUp('lg')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

/** The rewards a diner can exchange points for, cheapest first as the server lists them. */
export function RewardsCatalogue({ rewards }: { rewards: readonly TRewardCoupon[] }) {
  const { t } = useTranslation('rewards');
  if (rewards.length === 0) return <p>{t('catalogue.empty')}</p>;
  return (
    <Grid aria-label={t('catalogue.title')}>
      {rewards.map((reward) => (
        <li key={reward.id}>
          <RewardCard reward={reward} />
        </li>
      ))}
    </Grid>
  );
}
