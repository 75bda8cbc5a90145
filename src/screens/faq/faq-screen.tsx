import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { RouteIntro } from '@/components/layout/route-intro';
import { useHelpQuestions } from '@/features/help/api/get-help-questions';
import { ALL_HELP_QUESTIONS } from '@/features/help/api/help-keys';
import { FaqStructuredData } from '@/features/help/components/faq-structured-data';
import { HelpQuestionsBrowser } from '@/features/help/components/help-questions-browser';
import type { NextPageWithLayout } from '@/lib/next-page';
import { withAppLayout } from '@/screens/shell/app-layout';
import { mediaUp, theme } from '@/styles/theme';
import { FaqMoreHelp } from './faq-more-help';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  margin-block-start: ${theme.space.md};
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
    & > aside { position: sticky; inset-block-start: calc(${theme.layout.headerHeight} + ${theme.space.md}); }
  }
`;

/** /faq: public and indexable; every question is in the server's HTML and in its FAQPage structured data. */
export const FaqScreen: NextPageWithLayout<{ nonce?: string | null }> = ({ nonce }) => {
  const { t } = useTranslation('routes');
  const { locale = 'fr' } = useRouter();
  const all = useHelpQuestions(ALL_HELP_QUESTIONS, locale);
  return (
    <RouteIntro title={t('faq.title')} lead={t('faq.lead')}>
      <FaqStructuredData questions={all.data?.items ?? []} locale={locale} nonce={nonce ?? undefined} />
      <Columns>
        <HelpQuestionsBrowser headingLevel={2} />
        <FaqMoreHelp />
      </Columns>
    </RouteIntro>
  );
};

FaqScreen.getLayout = withAppLayout;
