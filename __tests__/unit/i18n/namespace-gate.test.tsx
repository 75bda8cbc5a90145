import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { useTranslation } from '@/lib/i18n/use-translation';
import { renderWithProviders } from '../overlay/overlay-test-utils';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function ChatTitle() {
  const { t } = useTranslation('chat');
  return <h2>{t('title')}</h2>;
}

describe('a view whose strings load when it opens', () => {
  it('shows its content once its namespace has arrived', async () => {
    server.use(http.get('http://localhost/locales/fr/chat.json', () => HttpResponse.json({ title: 'Discussion' })));
    renderWithProviders(
      <NamespaceGate namespaces={['chat']}>
        <ChatTitle />
      </NamespaceGate>,
      { withMotion: false },
    );

    expect(await screen.findByRole('heading', { name: 'Discussion' })).toBeInTheDocument();
  });

  it('says so when the strings cannot be fetched (offline), and shows the view after “Réessayer”', async () => {
    let online = false;
    server.use(http.get('http://localhost/locales/fr/reports.json', () => (online ? HttpResponse.json({ title: 'Signaler' }) : HttpResponse.error())));
    function ReportTitle() {
      const { t } = useTranslation('reports');
      return <h2>{t('title')}</h2>;
    }
    renderWithProviders(
      <NamespaceGate namespaces={['reports']}>
        <ReportTitle />
      </NamespaceGate>,
      { withMotion: false },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible d’afficher ce contenu. Vérifiez votre connexion.');
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('heading', { name: 'Signaler' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
