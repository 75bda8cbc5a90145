import { useRouter } from 'next/router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { SiteFooter } from '@/components/layout/site-footer';
import { IconPlaceholder } from '@/components/layout/header-controls';
import { SiteHeader } from '@/components/layout/site-header';
import { useAuthorized } from '@/lib/session/use-authorized';
import { useCartCount } from '@/features/cart/components/use-cart';
import { useSiteSettings } from '@/features/site/api/get-site-settings';
import { DinerCurrencyProvider } from '@/lib/money/diner-currency-context';
import { useDinerCurrencyValue } from './use-diner-currency-value';
import { StaticDataFilterPanel } from '@/features/static-data/components/static-data-filter-panel';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

/**
 * The bell is on every signed-in page, so its code (its query, the live channel) stays out of the
 * first load: it arrives just after, in a placeholder of its size.
 */
const loadSignedInShell = () => import('@/features/notifications/signed-in-shell');
const NotificationBell = clientOnlyDynamic(() => loadSignedInShell().then((module) => module.NotificationBell), { loading: () => <IconPlaceholder aria-hidden="true" /> });

/** Short pages still end with the footer at the bottom of the screen. */
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100dvh;
`;

const Content = styled.div`
  flex: 1 0 auto;
`;

/** The shared frame: header (with the filter panel it cannot load itself), the page, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { locale = 'fr' } = useRouter();
  const { data: settings } = useSiteSettings(locale);
  const authorized = useAuthorized();
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');
  // The sign-out code loads when a diner signs out, not with every page.
  const logout = () => import('@/features/auth/api/logout').then((module) => module.signOut(queryClient, t));
  const dinerCurrency = useDinerCurrencyValue();
  const cartCount = useCartCount();
  return (
    <DinerCurrencyProvider value={dinerCurrency}>
      <Frame>
        <SiteHeader settings={settings} filterPanel={<StaticDataFilterPanel />} session={{ authorized, onLogout: () => void loadSignedInShell().then((module) => module.forgetDevicePush(), () => undefined).finally(logout) }} cartCount={cartCount} notificationBell={<NotificationBell />} />
        <Content>{children}</Content>
        <SiteFooter settings={settings} />
      </Frame>
    </DinerCurrencyProvider>
  );
}

export const withAppLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
