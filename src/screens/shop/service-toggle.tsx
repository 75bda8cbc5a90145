import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const SHOP_SERVICES = ['both', 'take_away', 'delivery'] as const;
export type TShopService = (typeof SHOP_SERVICES)[number];

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
  display: grid;
  gap: ${theme.space.xxs};
`;

const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${theme.space.xxs};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.medium};
`;

const Track = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: ${theme.space.xxs};
  padding: ${theme.space.xxs};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceAlt};
  border: 1px solid ${theme.color.border};
  inline-size: fit-content;
`;

/** A segmented control built from real radio buttons: arrow keys move between choices. */
const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: 44px;
  white-space: nowrap;
  padding-inline: ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  font-weight: ${theme.fontWeight.bold};
  cursor: pointer;

  & input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  &:has(input:checked) { background: ${theme.color.brand}; color: ${theme.color.surface}; }
  &:has(input:focus-visible) { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

/** Take-away, delivery or both. */
export function ServiceToggle({ value, onChange }: { value: TShopService; onChange: (service: TShopService) => void }) {
  const { t } = useTranslation('shop');
  return (
    <Fieldset>
      <Legend>{t('filters.service')}</Legend>
      <Track>
        {SHOP_SERVICES.map((service) => (
          <Option key={service}>
            <input type="radio" name="shop-service" value={service} checked={value === service} onChange={() => onChange(service)} />
            {t(`services.${service}`)}
          </Option>
        ))}
      </Track>
    </Fieldset>
  );
}
