import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { PageSeo } from '@/components/seo/page-seo';
import { withAppLayout } from '@/screens/shell/app-layout';
import { photoCredits } from '@/content/photo-credits';
import { mediaUp, theme } from '@/styles/theme';
import { PhotoCreditCard } from './photo-credit-card';
import { PlainList } from '@/components/ui/plain-list';

const Main = styled.main`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md};
  display: grid;
  gap: ${theme.space.lg};
`;

const Title = styled.h1`
  font-size: ${theme.fontSize.xxl};
`;

const Lead = styled.p`
  color: ${theme.color.inkMuted};
  max-width: 70ch;
`;

const Grid = styled(PlainList)`
  ${mediaUp('sm')} { grid-template-columns: repeat(2, 1fr); }
  ${mediaUp('lg')} { grid-template-columns: repeat(3, 1fr); }
`;

/** Every shipped photo with its author and licence; CC BY-SA ones require it. */
export function CreditsScreen() {
  const { t } = useTranslation('credits');
  return (
    <>
      <PageSeo title={t('title')} description={t('lead')} />
      <Main>
        <Title>{t('title')}</Title>
        <Lead>{t('lead')}</Lead>
        <Grid>
          {photoCredits.map((credit) => (
            <PhotoCreditCard key={credit.name} credit={credit} />
          ))}
        </Grid>
      </Main>
    </>
  );
}

CreditsScreen.getLayout = withAppLayout;
