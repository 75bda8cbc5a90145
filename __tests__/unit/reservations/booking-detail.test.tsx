import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BookingDetailScreen } from '@/screens/bookings/booking-detail-screen';
import { API, RESERVATION_ID, buildOrder, buildReservation, renderBookingUi, xof } from './reservations-test-utils';

let mockQuery: Record<string, string> = {};
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: mockQuery, asPath: '/my-account/bookings/x', push: jest.fn() }) }));
jest.mock('next/head', () => ({ __esModule: true, default: () => null }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('booking detail', () => {
  it('an id that is not a booking id shows "booking not found" without asking the API', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    mockQuery = { id: '11' };
    renderBookingUi(<BookingDetailScreen />);
    expect(await screen.findByTestId('booking-not-found')).toHaveTextContent('Réservation introuvable');
    expect(asked).toEqual([]);
    server.events.removeAllListeners();
  });

  it('someone else’s booking (404) shows "booking not found"', async () => {
    server.use(http.get(`${API}/reservations/${RESERVATION_ID}`, () => HttpResponse.json({ error: { statusCode: 404, name: 'NotFound', message: 'Reservation not found', code: 'not_found' } }, { status: 404 })));
    mockQuery = { id: RESERVATION_ID };
    renderBookingUi(<BookingDetailScreen />);
    expect(await screen.findByTestId('booking-not-found')).toHaveTextContent('Réservation introuvable');
  });

  it('a booking with dishes added later shows every order, each with its subtotal, and one grand total from the server', async () => {
    const preorder = buildOrder('00000000-0000-4000-8000-000000000100', [{ name: 'Ndolé aux crevettes', quantity: 2, unit: 6500 }], { createdAt: '2030-03-01T10:00:00.000Z' });
    const added = buildOrder('00000000-0000-4000-8000-000000000200', [{ name: 'Tarte aux pommes', quantity: 1, unit: 4500 }], { createdAt: '2030-03-02T18:30:00.000Z' });
    const reservation = buildReservation({ orders: [preorder, added], totals: { event: null, dishes: xof(17_500), discount: xof(0), total: xof(17_500) } });
    server.use(http.get(`${API}/reservations/${RESERVATION_ID}`, () => HttpResponse.json(reservation)));
    mockQuery = { id: RESERVATION_ID };
    renderBookingUi(<BookingDetailScreen />);
    const bill = await screen.findByTestId('booking-bill');
    expect(within(bill).getAllByTestId('order-lines')).toHaveLength(2);
    expect(bill).toHaveTextContent('Ndolé aux crevettes');
    expect(bill).toHaveTextContent('Tarte aux pommes');
    expect(within(bill).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([expect.stringMatching(/^Commande du .+ 1 mars à 10:00$/), expect.stringMatching(/^Commande du .+ 2 mars à 18:30$/)]);
    expect(within(bill).getAllByText('Sous-total')).toHaveLength(2);
    expect(within(bill).getAllByText('Total')).toHaveLength(1);
    expect(within(bill).getByTestId('booking-total')).toHaveTextContent('Total17 500 F CFA');
  });

  it('a pre-order with an offer shows its subtotal, the offer’s discount as its own line, and the server’s total', async () => {
    const preorder = buildOrder('00000000-0000-4000-8000-000000000100', [{ name: 'Ndolé aux crevettes', quantity: 2, unit: 6500 }], { discount: xof(1300), total: xof(11_700) });
    const reservation = buildReservation({ offerId: 3, orders: [preorder], totals: { event: null, dishes: xof(13_000), discount: xof(1300), total: xof(11_700) } });
    server.use(http.get(`${API}/reservations/${RESERVATION_ID}`, () => HttpResponse.json(reservation)));
    mockQuery = { id: RESERVATION_ID };
    renderBookingUi(<BookingDetailScreen />);
    const bill = await screen.findByTestId('booking-bill');
    expect(within(bill).getByText('Sous-total').parentElement).toHaveTextContent('13 000 F CFA');
    expect(within(bill).getByTestId('booking-discount')).toHaveTextContent(/Réduction de l’offre\s*-1\s*300\s*F CFA/);
    expect(within(bill).getByTestId('booking-total')).toHaveTextContent('Total11 700 F CFA');
  });

  it('an event booking shows the event’s per-person price times the party, and the server’s total', async () => {
    const reservation = buildReservation({
      eventId: 4, event: { id: 4, title: 'Soirée jazz', startsAt: buildReservation().startsAt }, table: null, guests: 2,
      totals: { event: { title: 'Soirée jazz', unitPrice: xof(15_000), quantity: 2, total: xof(30_000) }, dishes: xof(0), discount: xof(0), total: xof(30_000) },
    });
    server.use(http.get(`${API}/reservations/${RESERVATION_ID}`, () => HttpResponse.json(reservation)));
    mockQuery = { id: RESERVATION_ID };
    renderBookingUi(<BookingDetailScreen />);
    const bill = await screen.findByTestId('booking-bill');
    expect(within(bill).getByTestId('event-charge')).toHaveTextContent('Soirée jazz15 000 F CFA × 2 personnes30 000 F CFA');
    expect(within(bill).getByTestId('booking-total')).toHaveTextContent('Total30 000 F CFA');
    expect(within(bill).queryByText('Sous-total')).not.toBeInTheDocument();
  });
});
