import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TEventDish } from '@/contracts/event-contract';
import { openModal } from '@/lib/ui-state/ui-store';
import { mediaUp, theme } from '@/styles/theme';
import { photoSrcSet } from '@/lib/images/responsive-image';

const List = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaUp('md')} { grid-template-columns: repeat(2, 1fr); }
`;

const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 6.5rem 1fr;
  gap: ${theme.space.md};
  align-items: center;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  &:hover { border-color: ${theme.color.inkSubtle}; }
  &:focus-within { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Thumb = styled.img`
  inline-size: 6.5rem;
  block-size: 6.5rem;
  object-fit: cover;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceAlt};
`;

const Text = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
`;

const Open = styled.button`
  all: unset;
  cursor: pointer;
  font-weight: ${theme.fontWeight.bold};
  &::after { content: ''; position: absolute; inset: 0; }
`;

const Stock = styled.span`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const PriceLine = styled.span`
  position: relative;
  z-index: 1;
  inline-size: fit-content;
`;

/** The dishes cooked for the event, with the portions set aside; each opens its detail. */
export function EventDishList({ dishes }: { dishes: readonly TEventDish[] }) {
  const { t } = useTranslation('events');
  return (
    <List>
      {dishes.map(({ dish, stock }) => (
        <Item key={dish.id}>
          {dish.imageUrl ? <Thumb src={dish.imageUrl} srcSet={photoSrcSet(dish.imageUrl)} sizes="104px" alt="" width={104} height={104} loading="lazy" /> : <span />}
          <Text>
            <Open type="button" aria-haspopup="dialog" onClick={() => openModal('PRODUCT_DETAIL', { dishId: dish.id })}>
              {dish.name}
            </Open>
            <PriceLine>
              <Price money={dish.price} />
            </PriceLine>
            {stock !== null && <Stock>{stock > 0 ? t('menu.stock', { count: stock }) : t('menu.soldOut')}</Stock>}
          </Text>
        </Item>
      ))}
    </List>
  );
}
