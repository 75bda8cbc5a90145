import { useTranslation } from '@/lib/i18n/use-translation';
import { panelIdOf, TabList, tabIdOf } from '@/components/ui/tabs/tab-list';
import { ORDER_LIST_SCOPES, type TOrderListScope } from '@/contracts/order-limits';

export const orderTabId = (scope: TOrderListScope) => tabIdOf('orders', scope);
export const orderPanelId = (scope: TOrderListScope) => panelIdOf('orders', scope);

/** In progress / past / all. */
export function OrdersTabs({ value, onChange }: { value: TOrderListScope; onChange: (scope: TOrderListScope) => void }) {
  const { t } = useTranslation('orders');
  return <TabList tabs={ORDER_LIST_SCOPES} value={value} onChange={onChange} label={t('list.tabsLabel')} idPrefix="orders" labelOf={(scope) => t(`list.tabs.${scope}`)} />;
}
