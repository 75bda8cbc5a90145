import { useTranslation } from '@/lib/i18n/use-translation';
import { FactsList as Facts } from './facts-list';
import type { TRewardCoupon } from '@/contracts/reward-contract';
import { RewardDiscount } from './reward-discount';
import { RewardStock } from './reward-stock';
import { usePointsText } from './use-points-text';

/** What a reward costs and gives, where its coupon holds and for how long. */
export function RewardDetails({ reward }: { reward: TRewardCoupon }) {
  const { t } = useTranslation('rewards');
  const pointsText = usePointsText();
  return (
    <>
      {reward.description && <p>{reward.description}</p>}
      <Facts data-testid="reward-details">
        <dt>{t('detail.cost')}</dt>
        <dd>{pointsText(reward.pointsCost)}</dd>
        <dt>{t('detail.gives')}</dt>
        <dd>
          <RewardDiscount discount={reward.discount} />
        </dd>
        <dt>{t('detail.where')}</dt>
        <dd>{reward.restaurant ? t('atRestaurant', { name: reward.restaurant.name }) : t('siteWide')}</dd>
        <dt>{t('detail.validity')}</dt>
        <dd>{t('detail.validDays', { count: reward.validDays })}</dd>
      </Facts>
      <RewardStock stock={reward.stock} />
    </>
  );
}
