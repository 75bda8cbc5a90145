import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { ROUTES } from '@/lib/routes';
import { openDrawer, openModal } from '@/lib/ui-state/ui-store';
import { mediaUp, theme } from '@/styles/theme';
import { IconButton, PrimaryButton, WideLabel } from './header-controls';
import { UserIcon } from './header-icons';
import { MenuButton } from './menu/menu-button';

/** Same footprint as the sign-in button, so nothing moves when the login state arrives. */
const Placeholder = styled.span`
  display: inline-block;
  inline-size: 40px;
  block-size: 44px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceAlt};
  ${mediaUp('md')} { inline-size: 9.5rem; }
`;

const SignInButton = styled(PrimaryButton)`
  min-inline-size: 40px;
  padding-inline: ${theme.space.xs};
  ${mediaUp('md')} { min-inline-size: 9.5rem; padding-inline: ${theme.space.md}; }
`;

const DesktopOnly = styled.div`
  display: none;
  ${mediaUp('md')} { display: block; }
`;

const MobileOnly = styled(IconButton)`
  ${mediaUp('md')} { display: none; }
`;

function AccountMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('nav');
  const items = [
    { key: 'reservations', id: 'menu-reservations', label: t('account.reservations'), href: ROUTES.bookings },
    { key: 'orders', id: 'menu-orders', label: t('account.orders'), href: ROUTES.orders },
    { key: 'rewards', id: 'menu-my-rewards', label: t('account.myRewards'), href: ROUTES.coupons },
    { key: 'settings', id: 'menu-settings', label: t('account.settings'), href: ROUTES.accountSettings },
    { key: 'logout', id: 'menu-logout', label: t('account.logout'), onSelect: onLogout },
  ];
  return (
    <>
      <DesktopOnly>
        <MenuButton label={t('account.menu')} items={items} triggerAs={IconButton}>
          <UserIcon />
          <WideLabel aria-hidden="true">{t('account.menu')}</WideLabel>
        </MenuButton>
      </DesktopOnly>
      <MobileOnly type="button" aria-label={t('account.menu')} onClick={() => openDrawer('USER')}>
        <UserIcon />
      </MobileOnly>
    </>
  );
}

export interface TSessionControls {
  /** SPEC §4 login state: null while unknown. */
  authorized: boolean | null;
  onLogout: () => void;
}

/** SPEC §4: unknown → neutral placeholder; visitor → sign in; signed in → the account menu. */
export function AccountArea({ authorized, onLogout }: TSessionControls) {
  const { t } = useTranslation('nav');
  if (authorized === null) return <Placeholder aria-hidden="true" data-testid="account-placeholder" />;
  if (!authorized) {
    return (
      <SignInButton type="button" aria-label={t('account.signIn')} onClick={() => openModal('LOGIN')}>
        <UserIcon />
        <WideLabel aria-hidden="true">{t('account.signIn')}</WideLabel>
      </SignInButton>
    );
  }
  return <AccountMenu onLogout={onLogout} />;
}
