import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BookingActions } from '@/features/reservations/components/booking-actions';
import { BookingsScreen } from '@/screens/bookings/bookings-screen';
import { API, RESERVATION_ID, buildReservation, renderBookingUi } from './reservations-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: {}, asPath: '/my-account/bookings', push: jest.fn() }) }));
jest.mock('next/head', () => ({ __esModule: true, default: () => null }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serveLists() {
  const asked: string[] = [];
  server.use(http.get(`${API}/reservations`, ({ request }) => {
    const when = new URL(request.url).searchParams.get('when') ?? '';
    asked.push(when);
    const item = buildReservation({ restaurant: { ...buildReservation().restaurant, name: when === 'past' ? 'Chez Past' : 'Chez Upcoming' } });
    return HttpResponse.json({ total: 1, limit: 10, offset: 0, items: [item] });
  }));
  return asked;
}

describe('my bookings', () => {
  it('issue 5 §6 my bookings: upcoming first, the past tab reached with the arrow key', async () => {
    const asked = serveLists();
    renderBookingUi(<BookingsScreen />);
    const tabs = screen.getByRole('tablist');
    const upcoming = within(tabs).getByRole('tab', { name: 'À venir' });
    expect(upcoming).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Chez Upcoming')).toBeInTheDocument();
    upcoming.focus();
    await userEvent.keyboard('{ArrowRight}');
    const past = within(tabs).getByRole('tab', { name: 'Passées' });
    expect(past).toHaveAttribute('aria-selected', 'true');
    expect(past).toHaveFocus();
    expect(await screen.findByText('Chez Past')).toBeInTheDocument();
    expect(asked).toEqual(['upcoming', 'past']);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', past.id);
  });

  it('issue 5 §6 cancel: the dialog shows the policy before cancelling, then PATCHes status cancelled', async () => {
    let body: unknown;
    server.use(http.patch(`${API}/reservations/${RESERVATION_ID}`, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json(buildReservation({ status: 'cancelled' }));
    }));
    renderBookingUi(<BookingActions reservation={buildReservation()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler cette réservation ?' });
    expect(within(dialog).getByTestId('policy')).toHaveTextContent(/Annulation gratuite jusqu’à 4 h avant\. Jusqu’au .+ à \d\d:\d\d\./);
    expect(body).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oui, annuler' }));
    await waitFor(() => expect(body).toEqual({ status: 'cancelled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('issue 5 §6 policy: once the change window has closed, modify and cancel are disabled with the reason', () => {
    const reservation = buildReservation({ policy: { freeCancellationHours: 4, changeableUntil: new Date(Date.now() - 1000).toISOString(), canChange: false } });
    renderBookingUi(<BookingActions reservation={reservation} />);
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler la réservation' })).toBeDisabled();
    expect(screen.getByTestId('blocked-reason')).toHaveTextContent('Le délai de modification est passé');
  });
});
