import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ButtonLink } from '@/components/ui/button';
import { SegmentedChoice } from '@/components/ui/form/segmented-choice';
import type { TStandaloneOrderType } from '@/contracts/order-limits';
import { ROUTES } from '@/lib/routes';
import { closeDrawer } from '@/lib/ui-state/ui-store';

/** What the cart's restaurant offers besides tables (its `services`). */
export interface CartOrderServices {
  takeAway: boolean;
  delivery: boolean;
}

/** Dishes without a booking: take them away or have them delivered, then "Commander" on /order. */
export function CartOrderChoice({ services }: { services: CartOrderServices }) {
  const { t } = useTranslation('cart');
  const offered: TStandaloneOrderType[] = [...(services.takeAway ? (['TAKE_AWAY'] as const) : []), ...(services.delivery ? (['DELIVERY'] as const) : [])];
  const [type, setType] = useState<TStandaloneOrderType>(offered[0] ?? 'TAKE_AWAY');
  if (offered.length === 0) return null;
  return (
    <>
      <SegmentedChoice legend={t('order.legend')} options={offered.map((value) => ({ value, label: t(`order.${value}`) }))} value={type} onChange={setType} />
      <ButtonLink href={{ pathname: ROUTES.createOrder, query: { type } }} fullWidth size="lg" onClick={closeDrawer}>
        {t('order.submit')}
      </ButtonLink>
    </>
  );
}
