import { useTranslation } from 'next-i18next/pages';
import { DrawerFrame } from '@/components/ui/drawer/drawer-frame';
import { CartEmptyState } from './cart-empty-state';

/** SPEC §2 cart side drawer. The cart's contents arrive with the cart issue; until then it is honestly empty. */
export function CartDrawer() {
  const { t } = useTranslation('common');
  return (
    <DrawerFrame title={t('overlay.cart.title')}>
      <CartEmptyState />
    </DrawerFrame>
  );
}
