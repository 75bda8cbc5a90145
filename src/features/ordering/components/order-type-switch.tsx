import { useTranslation } from '@/lib/i18n/use-translation';
import { SegmentedChoice } from '@/components/ui/form/segmented-choice';
import { STANDALONE_ORDER_TYPES, type TStandaloneOrderType } from '@/contracts/order-limits';

interface OrderTypeSwitchProps {
  value: TStandaloneOrderType;
  onChange: (type: TStandaloneOrderType) => void;
  /** The types the restaurant offers; an unoffered one stays visible but disabled, so the choice reads the same everywhere. */
  offered: { takeAway: boolean; delivery: boolean };
}

const isOffered = (type: TStandaloneOrderType, offered: OrderTypeSwitchProps['offered']) => (type === 'DELIVERY' ? offered.delivery : offered.takeAway);

/** "À emporter" / "Livraison" on the order screen. */
export function OrderTypeSwitch({ value, onChange, offered }: OrderTypeSwitchProps) {
  const { t } = useTranslation('ordering');
  const options = STANDALONE_ORDER_TYPES.map((type) => ({ value: type, label: t(`type.${type}`), disabled: !isOffered(type, offered) }));
  return <SegmentedChoice legend={t('type.legend')} options={options} value={value} onChange={onChange} />;
}
