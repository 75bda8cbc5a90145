import type { AppProps } from 'next/app';
import type { NextPageWithLayout } from '@/lib/next-page';
import { useState } from 'react';
import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { appWithTranslation } from 'next-i18next/pages';
import { ThemeProvider } from 'styled-components';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { useErrorTranslator } from '@/lib/i18n/use-error-translator';
import { createQueryClient } from '@/lib/query-client';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';

interface PageProps {
  dehydratedState?: DehydratedState;
}

type AppPropsWithLayout = AppProps<PageProps> & { Component: NextPageWithLayout };

function TableeApp({ Component, pageProps }: AppPropsWithLayout) {
  const [queryClient] = useState(createQueryClient);
  useErrorTranslator();
  const getLayout = Component.getLayout ?? ((page) => page);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={pageProps.dehydratedState}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {getLayout(<Component {...pageProps} />)}
          <ToastHost />
        </ThemeProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

export default appWithTranslation(TableeApp);
