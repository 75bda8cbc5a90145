import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { PageSeo } from '@/components/seo/page-seo';
import { ROUTES } from '@/lib/routes';
import { withAppLayout } from '@/screens/shell/app-layout';
import { theme } from '@/styles/theme';

const Main = styled.main`
  max-inline-size: 40rem;
  margin-inline: auto;
  padding: ${theme.space.xxxl} ${theme.space.md};
  display: grid;
  gap: ${theme.space.md};
  text-align: center;
  justify-items: center;
`;

/** Any failure other than a missing page: say so plainly and offer the way home. */
export function ServerErrorScreen() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageSeo title={t('errors.internal')} description={t('errors.internal')} noIndex />
      <Main>
        <h1>{t('errors.internal')}</h1>
        <Link href={ROUTES.home}>{t('notFound.home')}</Link>
      </Main>
    </>
  );
}

ServerErrorScreen.getLayout = withAppLayout;
