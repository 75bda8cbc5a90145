import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { CartItem } from '../model/cart-types';
import { QuantityStepper } from './quantity-stepper';
import { useCart } from './use-cart';
import { photoSrcSet } from '@/lib/images/responsive-image';
import { theme } from '@/styles/theme';

const Line = styled.li`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: ${theme.space.xs} ${theme.space.sm};
  align-items: start;
  padding-block: ${theme.space.sm};
  border-block-end: 1px solid ${theme.color.border};
`;

const Thumb = styled.img`
  inline-size: 56px;
  block-size: 56px;
  object-fit: cover;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceAlt};
`;

const ThumbPlaceholder = styled.span`
  inline-size: 56px;
  block-size: 56px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.brandSoft};
`;

const Info = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  min-inline-size: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const Name = styled.h4`
  margin: 0;
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  font-size: ${theme.fontSize.sm};
  color: ${theme.color.inkMuted};
`;

const StockNote = styled(Muted)`
  grid-column: 2;
  color: ${theme.color.warning};
`;

const LineTotal = styled.p`
  font-weight: ${theme.fontWeight.bold};
  text-align: end;
  white-space: nowrap;
`;

const Controls = styled.div`
  grid-column: 2;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const Remove = styled.button`
  font: inherit;
  font-size: ${theme.fontSize.sm};
  color: ${theme.color.danger};
  background: none;
  border: 0;
  min-block-size: 44px;
  padding-inline: ${theme.space.xs};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

/** One cart line: the dish, its options, unit price, a stepper bound by the stock, and its total. */
export function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  const { addItem, removeOne, removeItem, inStock } = useCart();
  const canIncrease = inStock(item.id);
  return (
    <Line data-testid="cart-line">
      {item.imageUrl ? <Thumb src={item.imageUrl} srcSet={photoSrcSet(item.imageUrl)} sizes="56px" alt="" width={56} height={56} loading="lazy" /> : <ThumbPlaceholder aria-hidden="true" />}
      <Info>
        <Head>
          <Name>{item.name}</Name>
          <LineTotal>
            <Price money={{ amount: item.itemTotal, currency: item.price.currency }} />
          </LineTotal>
        </Head>
        {item.optionNames.length > 0 && <Muted>{item.optionNames.join(', ')}</Muted>}
        <Muted>
          <Price money={item.price} />
          {item.quantity > 1 && ` × ${item.quantity}`}
        </Muted>
      </Info>
      <Controls>
        <QuantityStepper
          value={item.quantity}
          onDecrease={() => removeOne(item.id)}
          onIncrease={() => addItem(item, 1)}
          canIncrease={canIncrease}
          labels={{ group: t('lines.quantity', { name: item.name }), decrease: t('lines.decrease', { name: item.name }), increase: t('lines.increase', { name: item.name }) }}
        />
        <Remove type="button" aria-label={t('lines.remove', { name: item.name })} onClick={() => removeItem(item.id)}>
          {t('lines.removeShort')}
        </Remove>
      </Controls>
      {!canIncrease && (
<StockNote>{t('lines.noMoreStock')}</StockNote>
      )}
    </Line>
  );
}
