import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TRewardCoupon } from '@/contracts/reward-contract';
import { DETAIL_ROUTES } from '@/lib/routes';
import { RewardDiscount } from './reward-discount';
import { RewardStock } from './reward-stock';
import { usePointsText } from './use-points-text';
import { theme } from '@/styles/theme';
import { photoSrcSet } from '@/lib/images/responsive-image';

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  align-content: start;
  gap: ${theme.space.xs} ${theme.space.sm};
  block-size: 100%;
  > :not(img) { grid-column: 1; }
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  h3 { font-size: ${theme.fontSize.lg}; }
  &:focus-within { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

/* The title's link covers the card, so the whole card is one target with one name. */
const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; }
  &:focus-visible { outline: none; }
`;

/* Decorative: the title says what the reward is. */
const Art = styled.img`
  grid-column: 2;
  grid-row: 1 / span 3;
  inline-size: 64px;
  block-size: 64px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
  object-fit: cover;
`;

const Cost = styled.p`
  font-weight: ${theme.fontWeight.bold};
  color: ${theme.color.brand};
`;

const Meta = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

/** One reward of the catalogue: what it costs, what it gives, where, and how many are left. */
export function RewardCard({ reward }: { reward: TRewardCoupon }) {
  const { t } = useTranslation('rewards');
  const pointsText = usePointsText();
  return (
    <Card data-testid="reward-card">
      {reward.imageUrl && <Art src={reward.imageUrl} srcSet={photoSrcSet(reward.imageUrl)} sizes="64px" alt="" width={64} height={64} loading="lazy" />}
      <h3>
        <CardLink href={DETAIL_ROUTES.reward(String(reward.id))}>{reward.title}</CardLink>
      </h3>
      <Cost>{pointsText(reward.pointsCost)}</Cost>
      <p>
        <RewardDiscount discount={reward.discount} />
      </p>
      <Meta>{reward.restaurant ? t('atRestaurant', { name: reward.restaurant.name }) : t('siteWide')}</Meta>
      <RewardStock stock={reward.stock} />
    </Card>
  );
}
