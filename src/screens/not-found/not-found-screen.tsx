import Head from 'next/head';
import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { withAppLayout } from '@/screens/shell/app-layout';
import { theme } from '@/styles/theme';

const Main = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${theme.space.xxxl} ${theme.space.md};
  display: grid;
  gap: ${theme.space.md};
  text-align: center;
  justify-items: center;
`;

const Code = styled.p`
  font-family: ${theme.font.display};
  font-size: 4rem;
  color: ${theme.color.brand};
`;

const HomeLink = styled(Link)`
  background: ${theme.color.brand};
  color: #fff;
  padding: ${theme.space.sm} ${theme.space.lg};
  border-radius: ${theme.radius.pill};
  text-decoration: none;
  font-weight: ${theme.fontWeight.medium};
`;

/** Rendered on the server by pages/_error for every 404, so it needs no API data of its own. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{t('notFound.title')}</title>
      </Head>
      <Main>
        <Code aria-hidden="true">404</Code>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <HomeLink href="/">{t('notFound.home')}</HomeLink>
      </Main>
    </>
  );
}

NotFoundScreen.getLayout = withAppLayout;
