import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TOrder } from '@/contracts/order-contract';
import { theme } from '@/styles/theme';

const Address = styled.address`
  font-style: normal;
  display: grid;
  gap: ${theme.space.xxs};
  a { color: ${theme.color.brand}; font-weight: ${theme.fontWeight.medium}; }
`;

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** Where the order goes: the delivery address as it was when ordered (landmark, phone), or the restaurant for a pickup. */
export function OrderPlace({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  if (order.type === 'DELIVERY' && order.delivery) {
    const { address } = order.delivery;
    return (
      <>
        <h2 id="order-place">{t('detail.deliveryTitle')}</h2>
        <Address data-testid="order-address">
          <strong>{address.label}</strong>
          <span>{[address.line1, address.line2].filter(Boolean).join(', ')}</span>
          <span>{[address.district, address.cityName].filter(Boolean).join(', ')}</span>
          {address.landmark && <span>{t('detail.landmark', { landmark: address.landmark })}</span>}
          {address.instructions && <span>{t('detail.instructions', { text: address.instructions })}</span>}
          {address.phone && <span>{t('detail.phone', { phone: address.phone })}</span>}
        </Address>
      </>
    );
  }
  return (
    <>
      <h2 id="order-place">{t('detail.pickupTitle')}</h2>
      <Address data-testid="order-address">
        <strong>{order.restaurant.name}</strong>
        <span>{order.restaurant.address}</span>
        {order.restaurant.phone && <a href={telHref(order.restaurant.phone)}>{t('detail.phone', { phone: order.restaurant.phone })}</a>}
      </Address>
    </>
  );
}
