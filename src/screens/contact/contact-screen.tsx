import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { RouteIntro } from '@/components/layout/route-intro';
import { useMe } from '@/lib/session/get-me';
import { Panel, PanelTitle } from '@/features/help/components/help-styles';
import type { NextPageWithLayout } from '@/lib/next-page';
import { withAppLayout } from '@/screens/shell/app-layout';
import { mediaUp, theme } from '@/styles/theme';
import { ContactAside } from './contact-aside';
import { ContactForm } from './lazy-contact-form';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  margin-block-start: ${theme.space.md};
  ${mediaUp('lg')} { grid-template-columns: minmax(0, 1fr) 22rem; align-items: start; }
`;

/** /contact-us: a message to the team; a signed-in diner's name and e-mail are filled in. */
export const ContactScreen: NextPageWithLayout = () => {
  const { t } = useTranslation(['routes', 'help']);
  const me = useMe().data;
  const defaults = me ? { name: [me.firstName, me.lastName].filter(Boolean).join(' '), email: me.email } : undefined;
  return (
    <RouteIntro title={t('contact.title')} lead={t('contact.lead')}>
      <Columns>
        <Panel aria-labelledby="contact-form-title">
          <PanelTitle id="contact-form-title">{t('help:contact.formTitle')}</PanelTitle>
          <ContactForm key={me?.id ?? 'visitor'} defaults={defaults} />
        </Panel>
        <ContactAside />
      </Columns>
    </RouteIntro>
  );
};

ContactScreen.getLayout = withAppLayout;
