import { RequireLogin } from '@/features/auth/components/require-login';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { RouteIntro } from '@/components/layout/route-intro';
import { HelpQuestionsBrowser } from '@/features/help/components/help-questions-browser';
import { HelpRequestList } from '@/features/help/components/help-request-list';
import { Panel, PanelTitle } from '@/features/help/components/help-styles';
import type { NextPageWithLayout } from '@/lib/next-page';
import { withAppLayout } from '@/screens/shell/app-layout';
import { mediaUp, theme } from '@/styles/theme';
import { AskForHelp } from './ask-for-help';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  margin-block-start: ${theme.space.md};
  ${mediaUp('lg')} { grid-template-columns: minmax(22rem, 1fr) minmax(0, 1.35fr); align-items: start; }
`;

const Side = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  min-inline-size: 0;
`;

const Questions = styled.section`
  display: grid;
  gap: ${theme.space.md};
  min-inline-size: 0;
  & > h2 { font-family: ${theme.font.display}; font-size: ${theme.fontSize.xl}; }
`;

/** /my-account/help-center: ask about a booking, follow one's requests and their answers, search the FAQ. */
export const HelpCenterScreen: NextPageWithLayout = () => {
  const { t } = useTranslation(['routes', 'help']);
  return (
    <RouteIntro title={t('helpCenter.title')} lead={t('helpCenter.lead')} isPrivate>
      <Columns>
        <Side>
          <AskForHelp />
          <Panel aria-labelledby="help-requests-title">
            <PanelTitle id="help-requests-title">{t('help:center.requestsTitle')}</PanelTitle>
            <HelpRequestList />
          </Panel>
        </Side>
        <Questions aria-labelledby="help-questions-title">
          <h2 id="help-questions-title">{t('help:center.questionsTitle')}</h2>
          <HelpQuestionsBrowser headingLevel={3} />
        </Questions>
      </Columns>
    </RouteIntro>
  );
};

HelpCenterScreen.getLayout = withAppLayout;
HelpCenterScreen.loginGate = RequireLogin;
