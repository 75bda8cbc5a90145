import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TAddress } from '@/contracts/address-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { Loader } from '@/components/ui/loader';
import { useMe } from '@/lib/session/get-me';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { useAddresses } from '../api/get-addresses';
import { AddressForm } from './address-form';
import { AddressList } from './address-list';
import { FormActions } from './address-styles';
import { theme } from '@/styles/theme';

const Book = styled.div`
  display: grid;
  gap: ${theme.space.md};
  max-inline-size: 44rem;

  &:focus {
    outline: none;
  }
`;

const Panel = styled.div`
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};

  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

const Empty = styled.p`
  color: ${theme.color.inkMuted};
`;

type Editing = { kind: 'new' } | { kind: 'edit'; address: TAddress } | null;

/** The form, moved to when it opens so keyboard and screen-reader users land on it. */
function FormPanel({ children }: { children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <Panel ref={panel} tabIndex={-1}>
      {children}
    </Panel>
  );
}

/** /my-account/address: the same list, card and form as the address modal, on a page of their own. */
export function AddressBook() {
  const { t, i18n } = useTranslation('addresses');
  const me = useMe().data;
  const addresses = useAddresses();
  const staticData = useStaticData(i18n.language).data;
  const [editing, setEditing] = useState<Editing>(null);
  const items = addresses.data?.items ?? [];
  const list = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);
  // Back from the form (saved or cancelled), the diner lands on the list rather than nowhere.
  useEffect(() => {
    if (wasEditing.current && !editing) list.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  if (addresses.isPending) return <Loader />;
  if (addresses.isError)
    return (
      <Book>
        <FormError message={t('list.loadError')} />
        <FormActions>
          <Button variant="secondary" onClick={() => void addresses.refetch()}>
            {t('list.retry')}
          </Button>
        </FormActions>
      </Book>
    );
  if (editing)
    return (
      <Book>
        <FormPanel>
          <AddressForm
            key={editing.kind === 'edit' ? editing.address.id : 'new'}
            address={editing.kind === 'edit' ? editing.address : null}
            cities={staticData?.cities ?? []}
            countries={staticData?.countries ?? []}
            defaultCityId={me?.cityId ?? null}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        </FormPanel>
      </Book>
    );
  return (
    <Book ref={list} tabIndex={-1}>
      {items.length === 0 && <Empty>{t('list.empty')}</Empty>}
      <AddressList addresses={items} onAdd={() => setEditing({ kind: 'new' })} onEdit={(address) => setEditing({ kind: 'edit', address })} />
    </Book>
  );
}
