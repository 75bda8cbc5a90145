import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { TAddress } from '@/contracts/address-contract';
import type { TOrderProblem } from '@/contracts/order-contract';
import { ProblemNotes } from '@/features/ordering/components/problem-notes';
import { Muted } from '@/features/ordering/components/ordering-styles';
import { openModal } from '@/lib/ui-state/ui-store';
import { theme } from '@/styles/theme';

const Card = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  p { margin: 0; }
`;

interface DeliveryAddressProps {
  address: TAddress | null;
  problems: readonly TOrderProblem[];
  onPick: (addressId: string) => void;
}

/** Where the rider goes: the chosen address with its landmark, and the delivery modal to pick or add one. */
export function DeliveryAddress({ address, problems, onPick }: DeliveryAddressProps) {
  const { t } = useTranslation('ordering');
  return (
    <>
      {address ? (
        <Card data-testid="delivery-address">
          <strong>{address.label}</strong>
          <p>{[address.line1, address.line2, address.district, address.cityName].filter(Boolean).join(', ')}</p>
          {address.landmark && <Muted>{t('address.landmark', { landmark: address.landmark })}</Muted>}
        </Card>
      ) : (
        <Muted>{t('address.none')}</Muted>
      )}
      <Button variant="secondary" onClick={() => openModal('DELIVERY', { selectedId: address?.id ?? null, onPick })}>
        {t(address ? 'address.change' : 'address.choose')}
      </Button>
      <ProblemNotes problems={problems} />
    </>
  );
}
