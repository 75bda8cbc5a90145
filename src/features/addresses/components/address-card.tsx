import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TAddress } from '@/contracts/address-contract';
import { Button } from '@/components/ui/button';
import { theme } from '@/styles/theme';

const Card = styled.li`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  font-weight: ${theme.fontWeight.bold};
`;

const Badge = styled.span`
  padding-inline: ${theme.space.xs};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accentSoft};
  color: ${theme.color.accent};
  font-size: ${theme.fontSize.xs};
`;

const Lines = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

interface AddressCardProps {
  address: TAddress;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

export function AddressCard({ address, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const { t } = useTranslation('addresses');
  const place = [address.line1, address.line2, address.district, address.cityName].filter(Boolean).join(', ');
  return (
    <Card>
      <TitleRow>
        <span>{address.label}</span>
        {address.isDefault && <Badge>{t('list.default')}</Badge>}
      </TitleRow>
      <Lines>{place}</Lines>
      {address.landmark && <Lines>{t('delivery.landmark', { landmark: address.landmark })}</Lines>}
      {(address.latitude === null || address.longitude === null) && <Lines>{t('delivery.noPin')}</Lines>}
      <Actions>
        <Button size="sm" variant="secondary" aria-label={t('list.editLabel', { label: address.label })} onClick={onEdit}>
          {t('list.edit')}
        </Button>
        {!address.isDefault && (
          <Button size="sm" variant="ghost" onClick={onMakeDefault}>
            {t('list.makeDefault')}
          </Button>
        )}
        <Button size="sm" variant="ghost" aria-label={t('list.deleteLabel', { label: address.label })} onClick={onDelete}>
          {t('list.delete')}
        </Button>
      </Actions>
    </Card>
  );
}
