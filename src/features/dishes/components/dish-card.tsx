import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TDishListItem } from '@/contracts/dish-contract';
import { openModal } from '@/lib/ui-state/ui-store';
import { RemainingBadge } from './remaining-badge';
import { theme } from '@/styles/theme';
import { photoSrcSet } from '@/lib/images/responsive-image';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  block-size: 100%;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  transition: box-shadow ${theme.motion.fast};

  &:hover { box-shadow: ${theme.shadow.raised}; }
  &:focus-within { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const Photo = styled.img`
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${theme.color.surfaceAlt};
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  align-content: start;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
`;

const Name = styled.h3`
  font-size: ${theme.fontSize.lg};
`;

/** The whole card opens the dish (the button's area covers it); the price stays tappable above it. */
const Open = styled.button`
  all: unset;
  cursor: pointer;
  &::after { content: ''; position: absolute; inset: 0; }
`;

const Restaurant = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const Foot = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs};
  font-weight: ${theme.fontWeight.bold};
`;

/** A dish as a large photo card; choosing it opens the PRODUCT_DETAIL modal. */
export function DishCard({ dish, priority = false }: { dish: TDishListItem; priority?: boolean }) {
  const { t } = useTranslation('dishes');
  return (
    <Card data-testid="dish-card">
      {dish.imageUrl && <Photo src={dish.imageUrl} srcSet={photoSrcSet(dish.imageUrl)} sizes="(min-width: 1024px) 320px, (min-width: 640px) 45vw, 90vw" alt="" width={400} height={300} loading={priority ? 'eager' : 'lazy'} />}
      <Body>
        <Name>
          <Open type="button" aria-haspopup="dialog" onClick={() => openModal('PRODUCT_DETAIL', { dishId: dish.id })}>
            {dish.name}
          </Open>
        </Name>
        <Restaurant>{t('card.restaurant', { restaurant: dish.restaurantName })}</Restaurant>
        <Foot>
          <Price money={dish.price} />
          {!dish.isAvailable && <RemainingBadge label={{ key: 'unavailable' }} />}
        </Foot>
      </Body>
    </Card>
  );
}
