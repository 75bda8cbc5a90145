import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { theme } from '@/styles/theme';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { clearToasts, showToast } from '@/lib/toast/toast-store';

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'fr',
  ns: ['common'],
  defaultNS: 'common',
  resources: { fr: { common: { toast: { close: 'Fermer' } } } },
  initAsync: false,
});

function renderHost() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ToastHost />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

afterEach(() => act(() => clearToasts()));

describe('ToastHost', () => {
  it('announces errors as alerts and information as polite status', () => {
    renderHost();
    act(() => {
      showToast({ kind: 'error', text: 'Paiement refusé' });
      showToast({ kind: 'success', text: 'Réservation confirmée' });
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Paiement refusé');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Réservation confirmée');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('closes a toast with its close button', async () => {
    const user = userEvent.setup();
    renderHost();
    act(() => {
      showToast({ kind: 'error', text: 'Erreur réseau' });
    });

    await user.click(screen.getByRole('button', { name: 'Fermer' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('runs the action and dismisses the toast', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    renderHost();
    act(() => {
      showToast({ kind: 'warning', text: 'Vérifiez votre e-mail', actionLabel: 'Renvoyer', onAction });
    });

    await user.click(screen.getByRole('button', { name: 'Renvoyer' }));

    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
