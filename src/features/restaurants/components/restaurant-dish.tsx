import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TDish } from '@/contracts/dish-contract';
import { photoSrcSet } from '@/lib/images/responsive-image';
import { openModal } from '@/lib/ui-state/ui-store';
import { mediaUp, theme } from '@/styles/theme';

/**
 * A menu lists dozens of dishes: one styled element per dish, its parts styled by class under it.
 * Each styled element costs a render of its own on the server and while the page hydrates; with a
 * styled part each, dishes were 156 of the restaurant page's 350.
 */
const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 88px 1fr;
  gap: ${theme.space.md};
  padding-block: ${theme.space.md};
  border-block-end: 1px solid ${theme.color.border};
  &:last-child { border-block-end: 0; }
  ${mediaUp('md')} { grid-template-columns: 112px 1fr; }
  &.unavailable img { filter: grayscale(1); opacity: 0.6; }

  .dish-photo {
    inline-size: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${theme.radius.md};
    background: ${theme.color.surfaceAlt};
  }
  .dish-body {
    display: grid;
    gap: ${theme.space.xxs};
    align-content: start;
    min-inline-size: 0;
  }
  .dish-top {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${theme.space.sm};
  }
  .dish-name {
    margin: 0;
    font-size: ${theme.fontSize.md};
    font-weight: ${theme.fontWeight.bold};
  }
  /* The whole row opens the dish detail (where it is added to the order): the button's area covers it. */
  .dish-open {
    all: unset;
    cursor: pointer;
    &::after { content: ''; position: absolute; inset: 0; border-radius: ${theme.radius.md}; }
    &:focus-visible::after { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  }
  .dish-amount {
    flex: none;
    font-weight: ${theme.fontWeight.bold};
    white-space: nowrap;
  }
  .dish-description {
    color: ${theme.color.inkMuted};
    font-size: ${theme.fontSize.sm};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .dish-tags {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xxs};
    font-size: ${theme.fontSize.xs};
  }
  .dish-tag {
    padding: 2px ${theme.space.xs};
    border-radius: ${theme.radius.pill};
    font-weight: ${theme.fontWeight.medium};
    background: ${theme.color.accentSoft};
    color: ${theme.color.accent};
  }
  .dish-tag.warning {
    background: ${theme.color.warningSoft};
    color: ${theme.color.warning};
  }
`;

/** One dish (opens its detail to pre-order it): photo, name, description, price in the diner's currency (or "included" in a set menu), dietary tags. */
export function RestaurantDish({ dish, isInSetMenu }: { dish: TDish; isInSetMenu: boolean }) {
  const { t } = useTranslation('restaurant');
  return (
    <Item className={dish.isAvailable ? undefined : 'unavailable'} data-testid="dish">
      {dish.imageUrl ? (
        <img className="dish-photo" src={dish.imageUrl} srcSet={photoSrcSet(dish.imageUrl)} sizes="(min-width: 768px) 112px, 88px" alt="" width={112} height={112} loading="lazy" />
      ) : (
        <span />
      )}
      <div className="dish-body">
        <div className="dish-top">
          <h5 className="dish-name">
            <button className="dish-open" type="button" aria-haspopup="dialog" onClick={() => openModal('PRODUCT_DETAIL', { dishId: dish.id })}>
              {dish.name}
            </button>
          </h5>
          <span className="dish-amount">{isInSetMenu ? t('menus.included') : <Price money={dish.price} />}</span>
        </div>
        {dish.description && <p className="dish-description">{dish.description}</p>}
        {(!dish.isAvailable || dish.dietaryTags.length > 0) && (
          <p className="dish-tags">
            {!dish.isAvailable && <span className="dish-tag warning">{t('menus.unavailable')}</span>}
            {dish.dietaryTags.map((tag) => (
              <span key={tag} className="dish-tag">
                {t(`dietary.${tag}`, { defaultValue: tag })}
              </span>
            ))}
          </p>
        )}
      </div>
    </Item>
  );
}
