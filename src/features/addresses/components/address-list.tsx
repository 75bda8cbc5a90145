import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TAddress } from '@/contracts/address-contract';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast/toast-store';
import { useDeleteAddress } from '../api/delete-address';
import { useUpdateAddress } from '../api/update-address';
import { AddressCard } from './address-card';
import { FormActions } from './address-styles';
import { theme } from '@/styles/theme';

const List = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin-block-end: ${theme.space.lg};
  padding: 0;
  list-style: none;
`;

interface AddressListProps {
  addresses: readonly TAddress[];
  onAdd: () => void;
  onEdit: (address: TAddress) => void;
  /** The modal's way out; the address page has none. */
  onDone?: () => void;
}

export function AddressList({ addresses, onAdd, onEdit, onDone }: AddressListProps) {
  const { t } = useTranslation('addresses');
  const deleteAddress = useDeleteAddress();
  const updateAddress = useUpdateAddress();
  const remove = (address: TAddress) => {
    if (!window.confirm(t('list.confirmDelete', { label: address.label }))) return;
    deleteAddress.mutate(address.id, { onSuccess: () => showToast({ kind: 'success', text: t('list.deleted') }) });
  };
  return (
    <>
      <List>
        {addresses.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            onEdit={() => onEdit(address)}
            onDelete={() => remove(address)}
            onMakeDefault={() => updateAddress.mutate({ id: address.id, changes: { isDefault: true } })}
          />
        ))}
      </List>
      <FormActions>
        <Button variant="secondary" onClick={onAdd}>
          {t('list.add')}
        </Button>
        {onDone && <Button onClick={onDone}>{t('list.done')}</Button>}
      </FormActions>
    </>
  );
}
