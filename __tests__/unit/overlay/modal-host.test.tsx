import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import { ModalHost, type ModalRegistry } from '@/components/ui/modal/modal-host';
import { closeModal, openModal, resetUiState, type ModalView } from '@/lib/ui-state/ui-store';
import { useOverlayHistory } from '@/lib/ui-state/use-overlay-history';
import { mockMatchMedia, renderWithProviders } from './overlay-test-utils';

function LoginView() {
  return (
    <ModalFrame title="Connexion">
      <input aria-label="E-mail" />
      <button type="button" onClick={() => openModal('SIGN_UP')}>
        Créer un compte
      </button>
    </ModalFrame>
  );
}

const SignUpView = () => <ModalFrame title="Inscription">{null}</ModalFrame>;

const VIEWS = new Proxy({} as ModalRegistry, {
  get: (_, view: ModalView) => ({ component: view === 'LOGIN' ? LoginView : SignUpView }),
});

function Harness() {
  useOverlayHistory();
  return (
    <>
      <button type="button" onClick={() => openModal('LOGIN')}>
        Se connecter
      </button>
      <ModalHost views={VIEWS} />
    </>
  );
}

beforeEach(() => mockMatchMedia({ reducedMotion: true }));
afterEach(async () => {
  act(() => resetUiState());
  // Let the history entry of the closed dialog be undone before the next test opens one.
  await waitFor(() => expect(window.history.state?.__tableeOverlay).toBeUndefined());
});

async function openLoginFromButton() {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  const opener = screen.getByRole('button', { name: 'Se connecter' });
  await user.click(opener);
  await screen.findByRole('dialog', { name: 'Connexion' });
  return { user, opener };
}

describe('ModalHost', () => {
  it('§2 only one modal is open at a time', async () => {
    const { user } = await openLoginFromButton();
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));

    await screen.findByRole('dialog', { name: 'Inscription' });
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(screen.queryByText('Connexion')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog with a translated close button', async () => {
    await openLoginFromButton();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('aria-labelledby', 'modal-title');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('Escape closes the dialog and focus returns to the opener', async () => {
    const { user, opener } = await openLoginFromButton();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside the dialog: Tab from the last control goes to the first', async () => {
    const { user } = await openLoginFromButton();
    const close = screen.getByRole('button', { name: 'Fermer' });
    const last = screen.getByRole('button', { name: 'Créer un compte' });
    last.focus();

    await user.tab();
    expect(close).toHaveFocus();

    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('closes when the backdrop or the close button is pressed', async () => {
    const { user } = await openLoginFromButton();
    await user.click(screen.getByTestId('overlay-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => openModal('LOGIN'));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the browser back button closes the dialog instead of leaving the page', async () => {
    await openLoginFromButton();
    expect(window.history.state).toHaveProperty('__tableeOverlay');

    const routerListener = jest.fn();
    window.addEventListener('popstate', routerListener);

    act(() => window.history.back());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page's router never hears about it, so it does not re-navigate to the page it is on.
    expect(routerListener).not.toHaveBeenCalled();
    window.removeEventListener('popstate', routerListener);
  });

  it('closing from the UI undoes the history entry it added', async () => {
    await openLoginFromButton();
    const stateWhileOpen = window.history.state;
    expect(stateWhileOpen).toHaveProperty('__tableeOverlay');

    act(() => closeModal());

    await waitFor(() => expect(window.history.state?.__tableeOverlay).toBeUndefined());
  });
});
