import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { TAddress } from '@/contracts/address-contract';
import { Button } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import { FormError } from '@/components/ui/form/form-error';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import { useMe } from '@/lib/session/get-me';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { closeModal } from '@/lib/ui-state/ui-store';
import { useAddresses } from '../api/get-addresses';
import { AddressForm } from './address-form';
import { AddressList } from './address-list';
import { NamesForm } from './names-form';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { isOpenedByUserCheck } from '@/lib/ui-state/user-check-modal-data';

const NAMESPACES = ['addresses'];

type Editing = { kind: 'new' } | { kind: 'edit'; address: TAddress } | null;

/** ADDRESS_VIEW_AND_EDIT (SPEC §2/§8): the names if missing, then the address book with its form. */
function AddressModalContent({ data }: { data: unknown }) {
  const { t, i18n } = useTranslation('addresses');
  const me = useMe().data;
  const addresses = useAddresses();
  const staticData = useStaticData(i18n.language).data;
  const cities = staticData?.cities ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const fromCheck = isOpenedByUserCheck(data);
  const needsNames = !me?.firstName || !me?.lastName;
  const items = addresses.data?.items ?? [];

  const afterSave = () => (fromCheck ? closeModal() : setEditing(null));
  let body;
  if (needsNames) body = <NamesForm me={me} />;
  else if (addresses.isPending) body = <Loader />;
  else if (addresses.isError)
    body = (
      <>
        <FormError message={t('list.loadError')} />
        <Button variant="secondary" onClick={() => void addresses.refetch()}>
          {t('list.retry')}
        </Button>
      </>
    );
  else if (editing || items.length === 0)
    body = (
      <AddressForm
        key={editing?.kind === 'edit' ? editing.address.id : 'new'}
        address={editing?.kind === 'edit' ? editing.address : null}
        cities={cities}
        countries={staticData?.countries ?? []}
        defaultCityId={me?.cityId ?? null}
        onSaved={afterSave}
        onCancel={items.length > 0 ? () => setEditing(null) : undefined}
      />
    );
  else body = <AddressList addresses={items} onAdd={() => setEditing({ kind: 'new' })} onEdit={(address) => setEditing({ kind: 'edit', address })} onDone={closeModal} />;

  return (
    <ModalFrame title={t('title')} description={t(fromCheck ? 'userCheckSubtitle' : 'subtitle')}>
      {body}
    </ModalFrame>
  );
}

/** Waits for its translations, which the page may not have shipped. */
export function AddressModal(props: { data: unknown }) {
  return (
    <NamespaceGate namespaces={NAMESPACES}>
      <AddressModalContent data={props.data} />
    </NamespaceGate>
  );
}
