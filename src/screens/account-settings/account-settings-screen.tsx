import { RequireLogin } from '@/features/auth/components/require-login';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RouteIntro } from '@/components/layout/route-intro';
import { withAppLayout } from '@/screens/shell/app-layout';
import { AccountSettings } from './lazy-account-settings';

/** /my-account/account-settings (SPEC §2), login required (§6). */
export function AccountSettingsScreen() {
  const { t } = useTranslation('routes');
  return (
    <RouteIntro title={t('accountSettings.title')} lead={t('accountSettings.lead')} isPrivate>
      <AccountSettings />
    </RouteIntro>
  );
}

AccountSettingsScreen.getLayout = withAppLayout;
AccountSettingsScreen.loginGate = RequireLogin;
