import type { NextPageContext } from 'next';
import type { ReactElement } from 'react';
import { buildErrorPageTranslations } from '@/lib/i18n/error-page-translations';
import { NotFoundScreen } from '@/screens/not-found/not-found-screen';
import { ServerErrorScreen } from '@/screens/server-error/server-error-screen';
import { withAppLayout } from '@/screens/shell/app-layout';

interface TErrorPageProps {
  statusCode: number;
}

/**
 * Rendered on the server for every 404 (no static pages/404: a prerendered page cannot carry
 * the per-request CSP nonce, so its scripts would be refused) and for other errors.
 */
function ErrorPage({ statusCode }: TErrorPageProps) {
  return statusCode === 404 ? <NotFoundScreen /> : <ServerErrorScreen />;
}

ErrorPage.getInitialProps = ({ res, err, locale, locales, defaultLocale }: NextPageContext) => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  return { statusCode, ...buildErrorPageTranslations({ locale, locales, defaultLocale }) };
};

ErrorPage.getLayout = (page: ReactElement) => withAppLayout(page);

export default ErrorPage;
