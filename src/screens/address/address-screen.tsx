import { RequireLogin } from '@/features/auth/components/require-login';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RouteIntro } from '@/components/layout/route-intro';
import { Loader } from '@/components/ui/loader';
import { withAppLayout } from '@/screens/shell/app-layout';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

// The form (react-hook-form, the zod contracts) loads after the page shell, as the auth forms do.
const AddressBook = clientOnlyDynamic(() => import('@/features/addresses/components/address-book').then((m) => m.AddressBook), { loading: () => <Loader /> });

/** /my-account/address (SPEC §2), login required (§6). */
export function AddressScreen() {
  const { t } = useTranslation('routes');
  return (
    <RouteIntro title={t('address.title')} lead={t('address.lead')} isPrivate>
      <AddressBook />
    </RouteIntro>
  );
}

AddressScreen.getLayout = withAppLayout;
AddressScreen.loginGate = RequireLogin;
