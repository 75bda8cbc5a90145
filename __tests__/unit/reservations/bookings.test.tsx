import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BookingActions } from '@/features/reservations/components/booking-actions';
import { BookingsScreen } from '@/screens/bookings/bookings-screen';
import { addDays, localDateIn } from '@/features/reservations/model/booking-dates';
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
    const names: Record<string, string> = { upcoming: 'Chez Upcoming', past: 'Chez Past', cancelled: 'Chez Cancelled' };
    const item = buildReservation({ status: when === 'cancelled' ? 'cancelled' : 'confirmed', restaurant: { ...buildReservation().restaurant, name: names[when] } });
    return HttpResponse.json({ total: 1, limit: 10, offset: 0, items: [item] });
  }));
  return asked;
}

describe('my bookings', () => {
  it('my bookings: upcoming first, the past tab reached with the arrow key', async () => {
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

  it('cancelled bookings have their own tab, never among past ones: reached with End, then back with Home', async () => {
    const asked = serveLists();
    renderBookingUi(<BookingsScreen />);
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['À venir', 'Passées', 'Annulées']);
    expect(await screen.findByText('Chez Upcoming')).toBeInTheDocument();
    tabs[0].focus();
    await userEvent.keyboard('{End}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[2]).toHaveFocus();
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[2].id);
    expect(await within(panel).findByText('Chez Cancelled')).toBeInTheDocument();
    expect(within(panel).getByTestId('status-badge')).toHaveTextContent('Annulée');
    expect(asked).toEqual(['upcoming', 'cancelled']);
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
  });

  it('an empty cancelled tab says so', async () => {
    server.use(http.get(`${API}/reservations`, () => HttpResponse.json({ total: 0, limit: 10, offset: 0, items: [] })));
    renderBookingUi(<BookingsScreen />);
    await userEvent.click(screen.getByRole('tab', { name: 'Annulées' }));
    expect(await screen.findByText('Aucune réservation annulée.')).toBeInTheDocument();
  });

  it('cancel: the dialog shows the policy before cancelling, then PATCHes status cancelled', async () => {
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

  it('policy: once the change window has closed, modify and cancel are disabled with the reason', () => {
    const reservation = buildReservation({ policy: { freeCancellationHours: 4, changeableUntil: new Date(Date.now() - 1000).toISOString(), canChange: false } });
    renderBookingUi(<BookingActions reservation={reservation} />);
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler la réservation' })).toBeDisabled();
    expect(screen.getByTestId('blocked-reason')).toHaveTextContent('Le délai de modification est passé');
  });

  it('moving a booking 20:00 → 20:30 confirms it on screen in a status message, with the new time on the restaurant’s clock', async () => {
    // Tokyo is UTC+9: the message must read the restaurant's clock, not the browser's.
    const zone = 'Asia/Tokyo';
    const date = addDays(localDateIn(zone), 3);
    const at = (time: string) => new Date(`${date}T${time}:00+09:00`).toISOString();
    const booking = buildReservation({ startsAt: at('20:00'), restaurant: { ...buildReservation().restaurant, timeZone: zone } });
    let body: unknown;
    server.use(
      http.get(`${API}/restaurants/placeRemaining/7`, () => HttpResponse.json({
        restaurantId: 7, timeZone: zone, type: 'BOOKING', guests: 4, slotMinutes: 30, tableTurnMinutes: 120, minNoticeMinutes: 60, maxDaysAhead: 30, freeCancellationHours: 4, event: null,
        days: [{ date, isOpen: true, slots: ['20:00', '20:30'].map((time) => ({ time, startsAt: at(time), freeTables: 1, isAvailable: true })) }],
      })),
      http.patch(`${API}/reservations/${RESERVATION_ID}`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...booking, startsAt: at('20:30') });
      }),
    );
    renderBookingUi(<BookingActions reservation={booking} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    const form = await screen.findByTestId('modify-form');
    await userEvent.click(await within(form).findByRole('button', { name: '20:30' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(status).toHaveTextContent(/^Réservation modifiée : .+ à 20:30\. Un e-mail de confirmation vous a été envoyé\.$/));
    expect(body).toEqual({ startsAt: at('20:30') });
    expect(screen.queryByTestId('modify-form')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBe(status);
    expect(screen.getByRole('button', { name: 'Modifier' })).toHaveFocus();
  });

  it('cancelling a confirmed booking says so in the same status message', async () => {
    server.use(http.patch(`${API}/reservations/${RESERVATION_ID}`, () => HttpResponse.json(buildReservation({ status: 'cancelled' }))));
    renderBookingUi(<BookingActions reservation={buildReservation()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, annuler' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Réservation annulée. Un e-mail de confirmation vous a été envoyé.'));
  });
});
