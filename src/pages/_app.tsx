import type { AppProps } from 'next/app';
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

function TableeApp({ Component, pageProps }: AppProps<PageProps>) {
  const [queryClient] = useState(createQueryClient);
  useErrorTranslator();
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={pageProps.dehydratedState}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <Component {...pageProps} />
          <ToastHost />
        </ThemeProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

export default appWithTranslation(TableeApp);
