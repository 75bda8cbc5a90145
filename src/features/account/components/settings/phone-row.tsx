import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { openModal } from '@/lib/ui-state/ui-store';
import { Actions, SectionLead, Value } from './settings-styles';

/** Shows the number; viewing and changing it are the PHONE_NUMBER and LINK_PHONE_NUMBER modals (SPEC §2). */
export function PhoneRow({ phone }: { phone: string | null }) {
  const { t } = useTranslation('account');
  return (
    <>
      {phone ? <Value dir="ltr">{phone}</Value> : <SectionLead>{t('phone.none')}</SectionLead>}
      <Actions>
        <Button variant="secondary" onClick={() => openModal(phone ? 'PHONE_NUMBER' : 'LINK_PHONE_NUMBER')}>
          {t(phone ? 'settings.phone.manage' : 'phone.add')}
        </Button>
      </Actions>
    </>
  );
}
