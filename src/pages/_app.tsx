import type { AppProps } from 'next/app';
import { useEffect, useState } from 'react';
import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { LazyToastHost } from '@/components/ui/toast/lazy-toast-host';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { appWithI18n } from '@/lib/i18n/app-with-i18n';
import { useErrorTranslator } from '@/lib/i18n/use-error-translator';
import { DinerCurrencyProvider } from '@/lib/money/diner-currency-context';
import type { NextPageWithLayout } from '@/lib/next-page';
import { createQueryClient } from '@/lib/query-client';
import { replayEarlyClicks } from '@/lib/react/early-clicks';
import { hydrateInTransition } from '@/lib/react/hydrate-in-transition';
import { OverlayHosts } from '@/screens/shell/overlay-hosts';
import { useDinerCurrencyValue } from '@/screens/shell/use-diner-currency-value';
import { useScreenViewAnalytics } from '@/screens/shell/use-screen-view-analytics';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';

// Before Next.js hydrates the page, which it does once this module has loaded.
if (typeof window !== 'undefined') hydrateInTransition();

interface PageProps {
  dehydratedState?: DehydratedState;
}

type AppPropsWithLayout = AppProps<PageProps> & { Component: NextPageWithLayout };

/** Overlays sit outside the page layout, so they get the diner's currency here (the cart drawer's totals). */
function OverlaysInDinerCurrency() {
  const dinerCurrency = useDinerCurrencyValue();
  return (
    <DinerCurrencyProvider value={dinerCurrency}>
      <OverlayHosts />
    </DinerCurrencyProvider>
  );
}

function TableeApp({ Component, pageProps }: AppPropsWithLayout) {
  const [queryClient] = useState(createQueryClient);
  useErrorTranslator();
  useScreenViewAnalytics();
  useEffect(replayEarlyClicks, []);
  const getLayout = Component.getLayout ?? ((page) => page);
  const LoginGate = Component.loginGate;
  const page = LoginGate ? (
    <LoginGate>
      <Component {...pageProps} />
    </LoginGate>
  ) : (
    <Component {...pageProps} />
  );
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={pageProps.dehydratedState}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <AuthGate>
            <CartProvider>
              {getLayout(page)}
              <OverlaysInDinerCurrency />
            </CartProvider>
          </AuthGate>
          <LazyToastHost />
        </ThemeProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

export default appWithI18n(TableeApp);
