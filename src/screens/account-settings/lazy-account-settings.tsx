import styled from 'styled-components';
import { Loader } from '@/components/ui/loader';
import { theme } from '@/styles/theme';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 18rem;
  color: ${theme.color.brand};
`;

function SettingsLoading() {
  return (
    <Placeholder>
      <Loader />
    </Placeholder>
  );
}

/* The forms (react-hook-form, the zod contracts) load after the page shell, as the auth forms do. */
export const AccountSettings = clientOnlyDynamic(() => import('@/features/account/components/settings/account-settings').then((m) => m.AccountSettings), { loading: SettingsLoading });
