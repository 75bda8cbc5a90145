import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TDish } from '@/contracts/dish-contract';
import { photoSrcSet } from '@/lib/images/responsive-image';
import { openModal } from '@/lib/ui-state/ui-store';
import { mediaUp, theme } from '@/styles/theme';

const Item = styled.li<{ $unavailable: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: 88px 1fr;
  gap: ${theme.space.md};
  padding-block: ${theme.space.md};
  border-block-end: 1px solid ${theme.color.border};
  &:last-child { border-block-end: 0; }
  ${mediaUp('md')} { grid-template-columns: 112px 1fr; }
  img { filter: ${({ $unavailable }) => ($unavailable ? 'grayscale(1)' : 'none')}; opacity: ${({ $unavailable }) => ($unavailable ? 0.6 : 1)}; }
`;

const Photo = styled.img`
  inline-size: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  align-content: start;
  min-inline-size: 0;
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space.sm};
`;

const Name = styled.h5`
  margin: 0;
  font-size: ${theme.fontSize.md};
  font-weight: ${theme.fontWeight.bold};
`;

/** The whole row opens the dish detail (where it is added to the order): the button's area covers it. */
const Open = styled.button`
  all: unset;
  cursor: pointer;
  &::after { content: ''; position: absolute; inset: 0; border-radius: ${theme.radius.md}; }
  &:focus-visible::after { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Amount = styled.span`
  flex: none;
  font-weight: ${theme.fontWeight.bold};
  white-space: nowrap;
`;

const Description = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
  font-size: ${theme.fontSize.xs};
`;

const Tag = styled.span<{ $warning?: boolean }>`
  padding: 2px ${theme.space.xs};
  border-radius: ${theme.radius.pill};
  font-weight: ${theme.fontWeight.medium};
  background: ${({ theme, $warning }) => ($warning ? theme.color.warningSoft : theme.color.accentSoft)};
  color: ${({ theme, $warning }) => ($warning ? theme.color.warning : theme.color.accent)};
`;

/** One dish (opens its detail to pre-order it): photo, name, description, price in the diner's currency (or "included" in a set menu), dietary tags. */
export function RestaurantDish({ dish, isInSetMenu }: { dish: TDish; isInSetMenu: boolean }) {
  const { t } = useTranslation('restaurant');
  return (
    <Item $unavailable={!dish.isAvailable} data-testid="dish">
      {dish.imageUrl ? <Photo src={dish.imageUrl} srcSet={photoSrcSet(dish.imageUrl)} sizes="(min-width: 768px) 112px, 88px" alt="" width={112} height={112} loading="lazy" /> : <span />}
      <Body>
        <Top>
          <Name>
            <Open type="button" aria-haspopup="dialog" onClick={() => openModal('PRODUCT_DETAIL', { dishId: dish.id })}>
              {dish.name}
            </Open>
          </Name>
          <Amount>{isInSetMenu ? t('menus.included') : <Price money={dish.price} />}</Amount>
        </Top>
        {dish.description && <Description>{dish.description}</Description>}
        {(!dish.isAvailable || dish.dietaryTags.length > 0) && (
          <Tags>
            {!dish.isAvailable && <Tag $warning>{t('menus.unavailable')}</Tag>}
            {dish.dietaryTags.map((tag) => (
              <Tag key={tag}>{t(`dietary.${tag}`, { defaultValue: tag })}</Tag>
            ))}
          </Tags>
        )}
      </Body>
    </Item>
  );
}
