import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TAddress } from '@/contracts/address-contract';
import { theme } from '@/styles/theme';

const Options = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${theme.space.sm};
  min-inline-size: 0;
  legend { padding: 0; margin-block-end: ${theme.space.xs}; font-weight: ${theme.fontWeight.medium}; }
`;

const Option = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.xxs} ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  cursor: pointer;
  &:has(input:checked) { border-color: ${theme.color.brand}; box-shadow: inset 0 0 0 1px ${theme.color.brand}; }
  &:has(input:focus-visible) { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  input { inline-size: 1.25rem; block-size: 1.25rem; margin: 0.1rem 0 0; accent-color: ${theme.color.brand}; }
  span { grid-column: 2; color: ${theme.color.inkMuted}; font-size: ${theme.fontSize.sm}; }
`;

interface DeliveryAddressChoiceProps {
  addresses: readonly TAddress[];
  value: string | null;
  onChange: (id: string) => void;
}

/** The diner's addresses as radios: each with its landmark, and a word when it has no pin for the rider. */
export function DeliveryAddressChoice({ addresses, value, onChange }: DeliveryAddressChoiceProps) {
  const { t } = useTranslation('addresses');
  return (
    <Options>
      <legend>{t('delivery.legend')}</legend>
      {addresses.map((address) => (
        <Option key={address.id}>
          <input type="radio" name="delivery-address" value={address.id} checked={value === address.id} onChange={() => onChange(address.id)} />
          <strong>{address.label}</strong>
          <span>{[address.line1, address.district, address.cityName].filter(Boolean).join(', ')}</span>
          {address.landmark && <span>{t('delivery.landmark', { landmark: address.landmark })}</span>}
          {(address.latitude === null || address.longitude === null) && <span>{t('delivery.noPin')}</span>}
        </Option>
      ))}
    </Options>
  );
}
