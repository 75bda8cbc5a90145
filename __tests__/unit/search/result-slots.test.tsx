import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { ResultSlots } from '@/features/search/components/result-slots';
import { theme } from '@/styles/theme';
import search from '../../../public/locales/fr/search.json';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: {}, push: jest.fn() }) }));

const API = 'http://localhost/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// São Paulo is UTC−3: 22:30 UTC reads 19:30 on the restaurant's clock.
const ZONE = 'America/Sao_Paulo';
const slot = (time: string, utc: string) => ({ time, startsAt: `2030-03-06T${utc}:00.000Z`, freeTables: 1, isAvailable: true });
const request = { ids: [1, 2, 3], date: '2030-03-06', time: '19:30', party: 2 };

function serveSlots() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/restaurants/slots`, ({ request: incoming }) => {
      asked.push(new URL(incoming.url).searchParams);
      return HttpResponse.json({
        date: '2030-03-06', time: '19:30', party: 2,
        items: [
          { restaurantId: 1, timeZone: ZONE, offersBooking: true, isOpen: true, slots: [slot('19:00', '22:00'), slot('19:30', '22:30'), slot('20:00', '23:00')], nextFree: null },
          { restaurantId: 2, timeZone: ZONE, offersBooking: true, isOpen: true, slots: [], nextFree: slot('21:30', '00:30') },
          { restaurantId: 3, timeZone: ZONE, offersBooking: true, isOpen: false, slots: [], nextFree: null },
        ],
      });
    }),
  );
  return asked;
}

function renderCards(onBook = jest.fn()) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'fr', fallbackLng: 'fr', ns: ['search'], defaultNS: 'search', resources: { fr: { search } }, initAsync: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          {request.ids.map((id) => (
            <section key={id} aria-label={`card ${id}`}>
              <ResultSlots request={request} restaurantId={id} onBook={(picked) => onBook(id, picked)} />
            </section>
          ))}
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return onBook;
}

describe('search results: free times on each card', () => {
  it('asks once for the whole page and shows each card’s times on the restaurant’s clock, as buttons named for booking', async () => {
    const asked = serveSlots();
    renderCards();
    const first = within(screen.getByRole('region', { name: 'card 1' }));
    expect(await first.findByRole('button', { name: 'Réserver à 19:30' })).toHaveTextContent('19:30');
    expect(first.getAllByRole('button').map((button) => button.textContent)).toEqual(['19:00', '19:30', '20:00']);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0])).toEqual({ ids: '1,2,3', date: '2030-03-06', time: '19:30', party: '2' });
  });

  it('tapping a time starts the booking with that slot', async () => {
    serveSlots();
    const onBook = renderCards();
    await userEvent.click(await screen.findByRole('button', { name: 'Réserver à 20:00' }));
    expect(onBook).toHaveBeenCalledWith(1, slot('20:00', '23:00'));
  });

  it('the times can be reached and chosen with the keyboard', async () => {
    serveSlots();
    const onBook = renderCards();
    await screen.findByRole('button', { name: 'Réserver à 19:00' });
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Réserver à 19:30' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onBook).toHaveBeenCalledWith(1, slot('19:30', '22:30'));
  });

  it('a full card says so and offers the next free time; a closed one says it is closed', async () => {
    serveSlots();
    const onBook = renderCards();
    const full = within(screen.getByRole('region', { name: 'card 2' }));
    expect(await full.findByText('Complet à cette heure.')).toBeInTheDocument();
    await userEvent.click(full.getByRole('button', { name: 'Réserver à 21:30' }));
    expect(onBook).toHaveBeenCalledWith(2, slot('21:30', '00:30'));
    const closed = within(screen.getByRole('region', { name: 'card 3' }));
    expect(closed.getByText('Fermé ce jour-là.')).toBeInTheDocument();
    expect(closed.queryByRole('button')).toBeNull();
  });
});
