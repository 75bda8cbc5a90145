import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TAddress } from '@/contracts/address-contract';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { Loader } from '@/components/ui/loader';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import { useMe } from '@/lib/session/get-me';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { closeModal } from '@/lib/ui-state/ui-store';
import { useAddresses } from '../api/get-addresses';
import { AddressForm } from './address-form';
import { FormActions } from './address-styles';
import { DeliveryAddressChoice } from './delivery-address-choice';
import { theme } from '@/styles/theme';

const NAMESPACES = ['addresses'];

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

/** What the order screen hands the DELIVERY modal: the address it shows, and where the choice goes back. */
export interface DeliveryModalData {
  selectedId: string | null;
  onPick: (addressId: string) => void;
}

const readData = (data: unknown): DeliveryModalData | null =>
  typeof data === 'object' && data !== null && typeof (data as DeliveryModalData).onPick === 'function' ? (data as DeliveryModalData) : null;

function DeliveryModalContent({ data }: { data: DeliveryModalData | null }) {
  const { t, i18n } = useTranslation('addresses');
  const me = useMe().data;
  const addresses = useAddresses();
  const staticData = useStaticData(i18n.language).data;
  const [picked, setPicked] = useState<string | null>(data?.selectedId ?? null);
  const [isAdding, setIsAdding] = useState(false);
  const items = addresses.data?.items ?? [];

  const pick = (address: Pick<TAddress, 'id'>) => {
    data?.onPick(address.id);
    closeModal();
  };

  let body;
  if (addresses.isPending) body = <Loader />;
  else if (addresses.isError) body = <FormError message={t('list.loadError')} />;
  else if (isAdding || items.length === 0)
    body = (
      <AddressForm
        address={null}
        cities={staticData?.cities ?? []}
        countries={staticData?.countries ?? []}
        defaultCityId={me?.cityId ?? null}
        onSaved={pick}
        onCancel={items.length > 0 ? () => setIsAdding(false) : undefined}
      />
    );
  else
    body = (
      <Stack>
        <DeliveryAddressChoice addresses={items} value={picked} onChange={setPicked} />
        <FormActions>
          <Button variant="secondary" onClick={() => setIsAdding(true)}>
            {t('delivery.add')}
          </Button>
          <Button disabled={picked === null} onClick={() => picked && pick({ id: picked })}>
            {t('delivery.confirm')}
          </Button>
        </FormActions>
      </Stack>
    );
  return (
    <ModalFrame title={t('delivery.title')} description={t('delivery.subtitle')}>
      {body}
    </ModalFrame>
  );
}

/** DELIVERY (SPEC §2): where the order goes — one of the diner's addresses, or a new one with its landmark and pin. */
export function DeliveryModal(props: { data: unknown }) {
  return (
    <NamespaceGate namespaces={NAMESPACES}>
      <DeliveryModalContent data={readData(props.data)} />
    </NamespaceGate>
  );
}
