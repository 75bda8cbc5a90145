import { act, screen, waitFor } from '@testing-library/react';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import { ModalHost, type ModalRegistry } from '@/components/ui/modal/modal-host';
import { getUiState, openModal, resetUiState } from '@/lib/ui-state/ui-store';
import { useOverlayHistory } from '@/lib/ui-state/use-overlay-history';
import { mockMatchMedia, renderWithProviders } from './overlay-test-utils';

type Handler = (url: string) => void;
const routeHandlers = new Map<string, Set<Handler>>();
/** The pages router at its browser boundary: its events and the page it shows (/restaurant, in English). */
jest.mock('next/router', () => ({
  __esModule: true,
  default: {
    events: {
      on: (event: string, handler: Handler) => routeHandlers.set(event, (routeHandlers.get(event) ?? new Set()).add(handler)),
      off: (event: string, handler: Handler) => routeHandlers.get(event)?.delete(handler),
    },
    router: { asPath: '/restaurant?shop=3', locale: 'en', defaultLocale: 'fr' },
    push: jest.fn(),
  },
}));
const routeChangeStart = (url: string) => act(() => routeHandlers.get('routeChangeStart')?.forEach((handler) => handler(url)));

const AddressView = () => <ModalFrame title="Vos adresses">{null}</ModalFrame>;
const VIEWS = new Proxy({} as ModalRegistry, { get: () => ({ component: AddressView }) });

function Harness() {
  useOverlayHistory();
  return <ModalHost views={VIEWS} />;
}

beforeEach(() => mockMatchMedia({ reducedMotion: true }));
afterEach(() => act(() => resetUiState()));

describe('A route change and the open dialog (SPEC §2 modal views, §8 post-login check)', () => {
  it('going to another page closes the dialog', async () => {
    renderWithProviders(<Harness />);
    act(() => openModal('ADDRESS_VIEW_AND_EDIT'));
    await screen.findByRole('dialog', { name: 'Vos adresses' });
    routeChangeStart('/en/event');
    expect(getUiState().modalView).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the router going to the page already shown leaves the dialog open (the check’s next modal stays)', async () => {
    renderWithProviders(<Harness />);
    act(() => openModal('ADDRESS_VIEW_AND_EDIT'));
    await screen.findByRole('dialog', { name: 'Vos adresses' });
    routeChangeStart('/en/restaurant?shop=3');
    routeChangeStart('/restaurant?shop=3');
    expect(getUiState().modalView).toBe('ADDRESS_VIEW_AND_EDIT');
    expect(screen.getByRole('dialog', { name: 'Vos adresses' })).toBeInTheDocument();
  });
});
