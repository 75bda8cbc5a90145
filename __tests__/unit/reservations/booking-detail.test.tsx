import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BookingDetailScreen } from '@/screens/bookings/booking-detail-screen';
import { API, RESERVATION_ID, renderBookingUi } from './reservations-test-utils';

let mockQuery: Record<string, string> = {};
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: mockQuery, asPath: '/my-account/bookings/x', push: jest.fn() }) }));
jest.mock('next/head', () => ({ __esModule: true, default: () => null }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('booking detail', () => {
  it('issue 5 §6 an id that is not a booking id shows "booking not found" without asking the API', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    mockQuery = { id: '11' };
    renderBookingUi(<BookingDetailScreen />);
    expect(await screen.findByTestId('booking-not-found')).toHaveTextContent('Réservation introuvable');
    expect(asked).toEqual([]);
    server.events.removeAllListeners();
  });

  it('issue 5 §6 someone else’s booking (404) shows "booking not found"', async () => {
    server.use(http.get(`${API}/reservations/${RESERVATION_ID}`, () => HttpResponse.json({ error: { statusCode: 404, name: 'NotFound', message: 'Reservation not found', code: 'not_found' } }, { status: 404 })));
    mockQuery = { id: RESERVATION_ID };
    renderBookingUi(<BookingDetailScreen />);
    expect(await screen.findByTestId('booking-not-found')).toHaveTextContent('Réservation introuvable');
  });
});
