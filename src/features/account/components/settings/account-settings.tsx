import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { mediaUp, theme } from '@/styles/theme';
import { Loader } from '@/components/ui/loader';
import { useMe } from '@/lib/session/get-me';
import { AvatarForm } from './avatar-form';
import { CurrencyChoice } from './currency-choice';
import { DeleteAccountForm } from './delete-account-form';
import { EmailForm } from './email-form';
import { LanguageChoice } from './language-choice';
import { NotificationFlags } from './notification-flags';
import { PhoneRow } from './phone-row';
import { ProfileForm } from './profile-form';
import { SettingsSection } from './settings-section';

/** One column on phones; two on wide screens, so the page is not a long strip beside empty space. */
const Sections = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-items: start;

  ${mediaUp('lg')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** /my-account/account-settings: every section reads the account and saves through PATCH /users/my-users (or its siblings). */
export function AccountSettings() {
  const { t } = useTranslation('account');
  const me = useMe().data;
  if (!me) return <Loader />;
  return (
    <Sections>
      <SettingsSection title={t('settings.profile.title')}>
        <ProfileForm me={me} />
      </SettingsSection>
      <SettingsSection title={t('settings.avatar.title')}>
        <AvatarForm me={me} />
      </SettingsSection>
      <SettingsSection title={t('settings.email.title')} lead={t('settings.email.lead')}>
        <EmailForm me={me} />
      </SettingsSection>
      <SettingsSection title={t('settings.phone.title')}>
        <PhoneRow phone={me.phone} />
      </SettingsSection>
      <SettingsSection title={t('settings.language.title')}>
        <LanguageChoice language={me.settings.language} />
      </SettingsSection>
      <SettingsSection title={t('settings.currency.title')} lead={t('settings.currency.lead')}>
        <CurrencyChoice moneyId={me.settings.moneyId} />
      </SettingsSection>
      <SettingsSection title={t('settings.notifications.title')}>
        <NotificationFlags notifications={me.settings.notifications} />
      </SettingsSection>
      <SettingsSection title={t('settings.delete.title')} lead={t('settings.delete.lead')}>
        <DeleteAccountForm />
      </SettingsSection>
    </Sections>
  );
}
