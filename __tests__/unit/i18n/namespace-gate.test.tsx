import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { preloadNamespacesWhenIdle } from '@/lib/i18n/load-namespace';
import type { AppI18n } from '@/lib/i18n/translator';
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

  it('shows nothing, not a spinner nor an alert, for a quiet extra (a banner) until its strings arrive', async () => {
    let online = false;
    server.use(http.get('http://localhost/locales/fr/invitations.json', () => (online ? HttpResponse.json({ title: 'Invitation en attente' }) : HttpResponse.error())));
    function InvitationTitle() {
      const { t } = useTranslation('invitations');
      return <h2>{t('title')}</h2>;
    }
    const gated = (
      <NamespaceGate namespaces={['invitations']} quiet>
        <InvitationTitle />
      </NamespaceGate>
    );
    const { container, unmount } = renderWithProviders(<main>{gated}</main>, { withMotion: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('main')).toBeEmptyDOMElement();
    unmount();

    online = true;
    renderWithProviders(gated, { withMotion: false });
    expect(await screen.findByRole('heading', { name: 'Invitation en attente' })).toBeInTheDocument();
  });
});

describe('strings fetched ahead, when the browser is idle', () => {
  it('are there when the view opens: it shows at once, without fetching them again', async () => {
    let fetches = 0;
    server.use(
      http.get('http://localhost/locales/fr/cart.json', () => {
        fetches += 1;
        return HttpResponse.json({ title: 'Votre commande' });
      }),
    );
    let i18n: AppI18n | undefined;
    function Page() {
      i18n = useTranslation('common').i18n;
      return null;
    }
    function CartTitle() {
      const { t } = useTranslation('cart');
      return <h2>{t('title')}</h2>;
    }
    const { rerender } = renderWithProviders(<Page />, { withMotion: false });
    preloadNamespacesWhenIdle(i18n!, ['cart']);
    await waitFor(() => expect(i18n!.hasResourceBundle('fr', 'cart')).toBe(true));

    rerender(
      <NamespaceGate namespaces={['cart']}>
        <CartTitle />
      </NamespaceGate>,
    );

    expect(screen.getByRole('heading', { name: 'Votre commande' })).toBeInTheDocument();
    expect(fetches).toBe(1);
  });
});
