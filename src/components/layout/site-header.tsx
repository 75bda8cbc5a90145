import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { TSiteSettings } from '@/contracts/site-settings-contract';
import { ROUTES } from '@/lib/routes';
import { openDrawer, setUiState } from '@/lib/ui-state/ui-store';
import { useUiState } from '@/lib/ui-state/use-ui-state';
import { mediaUp, theme } from '@/styles/theme';
import { AccountArea, type TSessionControls } from './account-area';
import { CountBadge, IconButton } from './header-controls';
import { CartIcon, SearchIcon } from './header-icons';
import { HeaderNavRow } from './header-nav-row';
import { LanguageMenu } from './language-menu';
import { MOBILE_SEARCH_TOGGLE_ID } from './search/mobile-search-toggle-id';
import { SearchForm } from './search/search-form';
import { useStickyHeader } from './use-sticky-header';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

// The phone's search sheet loads the first time it opens.
const MobileSearchSheet = clientOnlyDynamic(() => import('./search/mobile-search-sheet').then((module) => module.MobileSearchSheet));

const NAV_ROW_HEIGHT = '52px';

const slideDown = keyframes`
  from { transform: translateY(-100%); }
  to { transform: none; }
`;

/** Keeps the full header's height in the flow, so turning compact and fixed never shifts the page. */
const Frame = styled.div`
  min-block-size: calc(${theme.layout.headerHeight} + ${NAV_ROW_HEIGHT});
`;

const Bar = styled.header<{ $compact: boolean }>`
  position: relative;
  z-index: ${theme.zIndex.header};
  background: ${theme.color.surface};
  border-block-end: 1px solid ${theme.color.border};
  ${({ $compact, theme }) =>
    $compact &&
    css`
      position: fixed;
      inset-block-start: 0;
      inset-inline: 0;
      box-shadow: ${theme.shadow.card};
      animation: ${slideDown} ${theme.motion.fast} ease-out;
    `}
`;

const TopRow = styled.div`
  max-inline-size: ${theme.layout.maxWidth};
  margin-inline: auto;
  min-block-size: ${theme.layout.headerHeight};
  padding-inline: ${theme.space.sm};
  display: flex;
  align-items: center;
  gap: ${theme.space.xxs};
  ${mediaUp('md')} { padding-inline: ${theme.space.md}; gap: ${theme.space.xs}; }
`;

/**
 * On a 360px phone a signed-in header holds five controls: the logo's box may then give up the
 * blank right end of its 150px (the mark and name fill about three quarters of it), cropped, never
 * scaled down.
 */
const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex-shrink: 1;
  min-inline-size: 112px;
  margin-inline-end: auto;
  text-decoration: none;
  img { object-fit: cover; object-position: left center; }
`;

const DesktopSearch = styled.div`
  display: none;
  ${mediaUp('md')} { display: block; flex: 0 1 26rem; margin-inline-end: auto; }
`;

const MobileSearchToggle = styled(IconButton)`
  ${mediaUp('md')} { display: none; }
`;

const CartButton = styled(IconButton)`
  position: relative;
`;

interface TSiteHeaderProps {
  settings: TSiteSettings | undefined;
  /** The filter panel needs the static-data feature, which the layout (a screen) provides. */
  filterPanel?: ReactNode;
  /** The session comes from the auth feature, which the layout provides. */
  session: TSessionControls;
  /** Items in the cart (the cart feature is the layout's to read). */
  cartCount?: number;
  /** The signed-in diner's notification bell (the notifications feature, provided by the layout). */
  notificationBell?: ReactNode;
}

/** SPEC §2 header: logo, search, language and account menus, cart, Rewards and the filter panel. */
export function SiteHeader({ settings, filterPanel, session, cartCount = 0, notificationBell }: TSiteHeaderProps) {
  const { t } = useTranslation('nav');
  const isCompact = useStickyHeader();
  const isMobileSearchOpen = useUiState((state) => state.mobileSearch);
  const name = settings?.name ?? 'Tablée';
  return (
    <Frame>
      <Bar $compact={isCompact} data-compact={isCompact}>
        <TopRow>
          <Brand href={ROUTES.home} aria-label={t('common:header.home', { name })}>
            <img src={settings?.logoUrl ?? '/images/brand/logo.svg'} width={settings?.logoWidth ?? 150} height={40} alt="" />
          </Brand>
          <DesktopSearch>
            <SearchForm />
          </DesktopSearch>
          <MobileSearchToggle id={MOBILE_SEARCH_TOGGLE_ID} type="button" aria-label={t('search.open')} onClick={() => setUiState({ mobileSearch: true, filter: false })}>
            <SearchIcon />
          </MobileSearchToggle>
          <LanguageMenu />
          <CartButton type="button" aria-label={cartCount > 0 ? t('header.cartBadge', { count: cartCount }) : t('header.cart')} onClick={() => openDrawer('CART')}>
            <CartIcon />
            {cartCount > 0 && (
              <CountBadge aria-hidden="true" data-testid="cart-count">
                {cartCount > 99 ? '99+' : cartCount}
              </CountBadge>
            )}
          </CartButton>
          {session.authorized && notificationBell}
          <AccountArea authorized={session.authorized} onLogout={session.onLogout} />
        </TopRow>
        {!isCompact && <HeaderNavRow />}
        {filterPanel}
      </Bar>
      {isMobileSearchOpen && <MobileSearchSheet />}
    </Frame>
  );
}
