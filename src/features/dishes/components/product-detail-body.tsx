import { useState, type ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import { mediaUp, theme } from '@/styles/theme';
import type { TDishDetail } from '@/contracts/dish-contract';
import { selectDefaults, type TOptionSelection } from '../model/option-selection';
import { describeRemaining } from '../model/remaining-label';
import { DishOptions } from './dish-options';
import { DishTags } from './dish-tags';
import { RemainingBadge } from './remaining-badge';
import { photoSrcSet } from '@/lib/images/responsive-image';

const Body = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

const Photo = styled.img`
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  ${mediaUp('md')} { aspect-ratio: 16 / 9; }
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
`;

const Summary = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`;

const PriceLine = styled.p`
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.bold};
`;

const Description = styled.p`
  color: ${theme.color.inkMuted};
  text-wrap: pretty;
`;

/** What a screen may plug under the dish (the cart's "add to order"): it sees the dish and the options chosen. */
export type TProductDetailAction = ComponentType<{ dish: TDishDetail; selection: TOptionSelection }>;

/** The PRODUCT_DETAIL content: photo, price, today's portions, options with a total, allergens and tags. */
export function ProductDetailBody({ dish, action: Action }: { dish: TDishDetail; action?: TProductDetailAction }) {
  const { t } = useTranslation('dishes');
  const [selection, setSelection] = useState(() => selectDefaults(dish.optionGroups));
  return (
    <Body>
      {dish.imageUrl && <Photo src={dish.imageUrl} srcSet={photoSrcSet(dish.imageUrl)} sizes="(min-width: 768px) 720px, 100vw" alt={t('detail.photoAlt', { name: dish.name })} width={720} height={450} />}
      <Summary>
        <PriceLine data-testid="dish-price">
          <Price money={dish.price} />
        </PriceLine>
        <RemainingBadge label={describeRemaining(dish)} />
        {dish.description && <Description>{dish.description}</Description>}
      </Summary>
      {dish.optionGroups.length > 0 && <DishOptions price={dish.price} groups={dish.optionGroups} selection={selection} onSelectionChange={setSelection} />}
      {Action && <Action dish={dish} selection={selection} />}
      <DishTags allergens={dish.allergens} dietaryTags={dish.dietaryTags} />
    </Body>
  );
}
