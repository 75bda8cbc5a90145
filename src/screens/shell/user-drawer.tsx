import styled from 'styled-components';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { DrawerFrame } from '@/components/ui/drawer/drawer-frame';
import { Loader } from '@/components/ui/loader';
import type { TMe } from '@/contracts/account-contract';
import { useMe } from '@/lib/session/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { closeDrawer, openModal } from '@/lib/ui-state/ui-store';
import { useUiState } from '@/lib/ui-state/use-ui-state';
import { UserDrawerLinks } from './user-drawer-links';
import { theme } from '@/styles/theme';

const Greeting = styled.p`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.bold};
`;

const Email = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Intro = styled.p`
  color: ${theme.color.inkMuted};
`;

const Actions = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  padding-block: ${theme.space.xxl};
  color: ${theme.color.brand};
`;

const displayNameOf = (me: TMe) => [me.firstName, me.lastName].filter(Boolean).join(' ') || me.email;

function SignedIn() {
  const { t } = useTranslation('common');
  const { data: me, isPending } = useMe();
  const logout = useLogout();
  const signOut = () => logout.mutate(undefined, { onSettled: closeDrawer });
  return (
    <>
      {me ? (
        <div>
          <Greeting>{t('overlay.user.greeting', { name: displayNameOf(me) })}</Greeting>
          {displayNameOf(me) !== me.email && <Email>{me.email}</Email>}
        </div>
      ) : (
        isPending && <Loader size={24} />
      )}
      <UserDrawerLinks />
      <Button variant="secondary" fullWidth isLoading={logout.isPending} onClick={signOut}>
        {t('overlay.user.logout')}
      </Button>
    </>
  );
}

function SignedOut() {
  const { t } = useTranslation('common');
  return (
    <>
      <div>
        <Greeting>{t('overlay.user.guestTitle')}</Greeting>
        <Intro>{t('overlay.user.guestBody')}</Intro>
      </div>
      <Actions>
        <Button fullWidth size="lg" onClick={() => openModal('LOGIN')}>
          {t('overlay.user.login')}
        </Button>
        <Button fullWidth size="lg" variant="secondary" onClick={() => openModal('SIGN_UP')}>
          {t('overlay.user.signUp')}
        </Button>
      </Actions>
    </>
  );
}

/** SPEC §2 user side drawer: the account's pages when signed in, sign-in and sign-up otherwise. */
export function UserDrawer() {
  const { t } = useTranslation('common');
  const authorized = useUiState((state) => state.authorized);
  return (
    <DrawerFrame title={t('overlay.user.title')}>
      {authorized === null && (
        <Centre>
          <Loader />
        </Centre>
      )}
      {authorized === true && <SignedIn />}
      {authorized === false && <SignedOut />}
    </DrawerFrame>
  );
}
