import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CreateReservationForm } from '@/features/reservations/components/create-reservation-form';
import { addDays, localDateIn } from '@/features/reservations/model/booking-dates';
import { API, buildReservation, renderBookingUi } from './reservations-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: {}, push: jest.fn() }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Paris is UTC+1 in winter and UTC+2 in summer: the chips must read the restaurant's clock, not UTC.
const ZONE = 'Europe/Paris';
const tomorrow = addDays(localDateIn(ZONE), 1);
const instantAt = (time: string) => new Date(new Intl.DateTimeFormat('en', { timeZone: ZONE, timeZoneName: 'longOffset' }).format(new Date(`${tomorrow}T12:00:00Z`)).includes('+02') ? `${tomorrow}T${time}:00+02:00` : `${tomorrow}T${time}:00+01:00`).toISOString();

function servePlaces(slots: { time: string; isAvailable: boolean }[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/restaurants/placeRemaining/7`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        restaurantId: 7, timeZone: ZONE, type: 'BOOKING', guests: 2, slotMinutes: 30, tableTurnMinutes: 120, minNoticeMinutes: 60, maxDaysAhead: 30, freeCancellationHours: 4, event: null,
        days: [{ date: tomorrow, isOpen: true, slots: slots.map(({ time, isAvailable }) => ({ time, startsAt: instantAt(time), freeTables: isAvailable ? 2 : 0, isAvailable })) }],
      });
    }),
  );
  return asked;
}

const renderForm = (onCreated = jest.fn()) => renderBookingUi(<CreateReservationForm restaurantId={7} eventId={null} timeZone={ZONE} dates={[tomorrow, addDays(tomorrow, 1)]} onCreated={onCreated} />);

describe('create reservation modal form', () => {
  it('§2 create reservation: slots show in the restaurant’s time zone and a full slot cannot be picked', async () => {
    const asked = servePlaces([{ time: '20:00', isAvailable: true }, { time: '20:30', isAvailable: false }]);
    renderForm();
    const slots = await screen.findByTestId('slots');
    expect(within(slots).getByRole('button', { name: '20:00' })).toBeEnabled();
    expect(within(slots).getByRole('button', { name: '20:30' })).toBeDisabled();
    expect(asked[0].get('minDate')).toBe(tomorrow);
    expect(asked[0].get('guests')).toBe('2');
    expect(screen.getByTestId('policy')).toHaveTextContent('Annulation gratuite jusqu’à 4 h avant');
  });

  it('§2 create reservation: a day without a free table says so', async () => {
    servePlaces([{ time: '20:30', isAvailable: false }]);
    renderForm();
    expect(await screen.findByTestId('no-slots')).toHaveTextContent('Plus de table libre ce jour-là');
  });

  it('§2 create reservation: sends the contract body for the chosen slot and party', async () => {
    servePlaces([{ time: '20:00', isAvailable: true }]);
    let body: unknown;
    server.use(http.post(`${API}/reservations/create`, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json(buildReservation({ status: 'draft' }), { status: 201 });
    }));
    const onCreated = jest.fn();
    renderForm(onCreated);
    await screen.findByTestId('slots');
    await userEvent.click(screen.getByRole('button', { name: 'Une personne de plus' }));
    await userEvent.click(await screen.findByRole('button', { name: '20:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Réserver' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(body).toEqual({ restaurantId: 7, eventId: null, startsAt: instantAt('20:00'), guests: 3, occasion: null, specialRequest: null });
  });

  it('a time chosen on a search result opens with its day, party and time already chosen', async () => {
    const asked = servePlaces([{ time: '20:00', isAvailable: true }, { time: '20:30', isAvailable: true }]);
    const later = addDays(tomorrow, 1);
    renderBookingUi(
      <CreateReservationForm restaurantId={7} eventId={null} timeZone={ZONE} dates={[tomorrow, later]} preset={{ date: tomorrow, guests: 4, startsAt: instantAt('20:30') }} onCreated={jest.fn()} />,
    );
    const slots = await screen.findByTestId('slots');
    expect(within(slots).getByRole('button', { name: '20:30' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(slots).getByRole('button', { name: '20:00' })).toHaveAttribute('aria-pressed', 'false');
    expect(asked[0].get('minDate')).toBe(tomorrow);
    expect(asked[0].get('guests')).toBe('4');
  });

  it('a slot taken meanwhile (409 slot_unavailable) shows the message and refreshes the slots', async () => {
    const asked = servePlaces([{ time: '20:00', isAvailable: true }]);
    server.use(http.post(`${API}/reservations/create`, () => HttpResponse.json({ error: { statusCode: 409, name: 'ConflictError', message: 'taken', code: 'slot_unavailable' } }, { status: 409 })));
    const onCreated = jest.fn();
    renderForm(onCreated);
    await userEvent.click(await screen.findByRole('button', { name: '20:00' }));
    const before = asked.length;
    await userEvent.click(screen.getByRole('button', { name: 'Réserver' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce créneau vient d’être pris. Choisissez-en un autre.');
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
    expect(onCreated).not.toHaveBeenCalled();
  });
});
