import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { TAppliedDiscount, TOrderProblem } from '@/contracts/order-contract';
import { Muted, Notice } from './ordering-styles';
import { ProblemNotes } from './problem-notes';
import { theme } from '@/styles/theme';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

interface OrderOfferProps {
  /** What the cart holds: an offer id or a code, or neither. */
  chosen: { offerId: number | null; couponCode: string | null };
  /** What the server applied to this order. */
  discount: TAppliedDiscount | null;
  problems: readonly TOrderProblem[];
  /** Said aloud (role=status) when the screen took an offer that stopped applying off the cart. */
  removedNotice: string | null;
  onAdd: () => void;
  onRemove: () => void;
}

/** The offer or coupon of the order: what the server says of it, a way to choose one, and to take it off. */
export function OrderOffer({ chosen, discount, problems, removedNotice, onAdd, onRemove }: OrderOfferProps) {
  const { t } = useTranslation('ordering');
  const hasChoice = chosen.offerId !== null || chosen.couponCode !== null;
  return (
    <>
      <Row>
        {discount ? (
          <span data-testid="applied-discount">{t('offer.applied', { title: discount.title })}</span>
        ) : (
          <Muted>{hasChoice ? t('offer.checking', { code: chosen.couponCode ?? '' }) : t('offer.none')}</Muted>
        )}
        {hasChoice ? (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            {t('offer.remove')}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={onAdd}>
            {t('offer.add')}
          </Button>
        )}
      </Row>
      <ProblemNotes problems={problems} />
      <div role="status">{removedNotice && <Notice>{removedNotice}</Notice>}</div>
    </>
  );
}
