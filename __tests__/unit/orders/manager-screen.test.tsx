import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { TStaffOrder } from '@/contracts/order-contract';
import { resetUiState, setAuthorized } from '@/lib/ui-state/ui-store';
import { ManagerScreen } from '@/screens/manager/manager-screen';
import { API, DELIVERY, ORDER_ID, apiError, buildStaffBooking, buildStaffOrder, renderOrdersUi } from './orders-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: {}, asPath: '/manager', push: jest.fn() }) }));
jest.mock('next/head', () => ({ __esModule: true, default: () => null }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setAuthorized(true));
afterEach(() => {
  server.resetHandlers();
  resetUiState();
});
afterAll(() => server.close());

const RESTAURANTS = { items: [{ id: 7, name: 'Le Maquis du Lagon', role: 'manager', timeZone: 'Africa/Abidjan' }] };
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Abidjan', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

function serveDay(orders: TStaffOrder[], bookings = [buildStaffBooking()]) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/manager/restaurants`, () => HttpResponse.json(RESTAURANTS)),
    http.get(`${API}/manager/restaurants/7/orders`, ({ request }) => {
      const date = new URL(request.url).searchParams.get('date') ?? '';
      asked.push(date);
      return HttpResponse.json({ restaurantId: 7, date, items: orders });
    }),
    http.get(`${API}/manager/restaurants/7/bookings`, ({ request }) => HttpResponse.json({ restaurantId: 7, date: new URL(request.url).searchParams.get('date'), items: bookings })),
  );
  return asked;
}

function serveMoves(answer: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/manager/orders/${ORDER_ID}/status`, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const buttonsOf = (group: HTMLElement) => within(group).getAllByRole('button').map((button) => button.textContent);

describe('the staff space (/manager)', () => {
  it('a diner (403) is told the space is for staff only', async () => {
    server.use(http.get(`${API}/manager/restaurants`, () => HttpResponse.json(apiError(403, 'forbidden'), { status: 403 })));
    renderOrdersUi(<ManagerScreen />);
    expect(await screen.findByRole('heading', { name: 'Réservé au personnel' })).toBeInTheDocument();
    expect(screen.getByTestId('manager-forbidden')).toHaveTextContent('réservé au personnel des restaurants partenaires');
  });

  it('asks for today’s orders on the restaurant’s clock and shows who ordered, with a phone link, and where it goes', async () => {
    const asked = serveDay([buildStaffOrder({ type: 'DELIVERY', delivery: DELIVERY })]);
    renderOrdersUi(<ManagerScreen />);
    const card = await screen.findByTestId('staff-order');
    expect(asked).toEqual([today()]);
    expect(screen.getByLabelText('Jour')).toHaveValue(today());
    expect(card).toHaveTextContent('Commande n° 0A1B2C3D');
    expect(within(card).getByRole('link', { name: 'Appeler Awa au +2250701020304' })).toHaveAttribute('href', 'tel:+2250701020304');
    expect(card).toHaveTextContent('Repère : Face à la pharmacie des Deux-Plateaux');
    expect(card).toHaveTextContent('À livrer vers 11:45');
    expect(card).toHaveTextContent('2 ×Attiéké poisson');
  });

  it('offers one button per move the server allows, and sends the one pressed', async () => {
    const user = userEvent.setup();
    serveDay([buildStaffOrder({ status: 'ready', type: 'DELIVERY', delivery: DELIVERY, nextStatuses: ['out_for_delivery', 'cancelled'] })]);
    const bodies = serveMoves((body) => HttpResponse.json(body as object));
    renderOrdersUi(<ManagerScreen />);
    const group = await screen.findByRole('group', { name: 'Faire avancer la commande n° 0A1B2C3D' });
    expect(buttonsOf(group)).toEqual(['Partie en livraison', 'Annuler']);
    await user.click(within(group).getByRole('button', { name: 'Partie en livraison' }));
    expect(bodies).toEqual([{ status: 'out_for_delivery' }]);
  });

  it('a placed order can be accepted; a finished one has no button', async () => {
    serveDay([buildStaffOrder({ nextStatuses: ['accepted', 'preparing', 'cancelled'] }), buildStaffOrder({ id: 'cccccccc-1111-4222-8333-444455556666', status: 'completed', nextStatuses: [] })]);
    renderOrdersUi(<ManagerScreen />);
    expect(buttonsOf(await screen.findByRole('group', { name: 'Faire avancer la commande n° 0A1B2C3D' }))).toEqual(['Accepter', 'En préparation', 'Annuler']);
    expect(screen.queryByRole('group', { name: 'Faire avancer la commande n° CCCCCCCC' })).not.toBeInTheDocument();
  });

  it('cancelling asks for a reason, refuses an empty one, then sends it', async () => {
    const user = userEvent.setup();
    serveDay([buildStaffOrder()]);
    const bodies = serveMoves((body) => HttpResponse.json(body as object));
    renderOrdersUi(<ManagerScreen />);
    await user.click(await screen.findByRole('button', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler la commande n° 0A1B2C3D ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));
    expect(within(dialog).getByText('Indiquez un motif : le client le verra.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText('Motif de l’annulation'), 'Rupture de poisson');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));
    expect(bodies).toEqual([{ status: 'cancelled', reason: 'Rupture de poisson' }]);
  });

  it('an order moved meanwhile (409 invalid_transition) says so and the list is asked again', async () => {
    const user = userEvent.setup();
    const asked = serveDay([buildStaffOrder()]);
    serveMoves(() => HttpResponse.json(apiError(409, 'invalid_transition'), { status: 409 }));
    renderOrdersUi(<ManagerScreen />);
    await user.click(await screen.findByRole('button', { name: 'Accepter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette commande a changé entre-temps');
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  it('bookings that have started get "honoured" and "no-show"; one still ahead does not', async () => {
    const user = userEvent.setup();
    const later = buildStaffBooking({ id: '88888888-1111-4222-8333-444455556666', startsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(), customer: { firstName: 'Fatou', phone: null } });
    serveDay([], [buildStaffBooking(), later]);
    const outcomes: unknown[] = [];
    server.use(
      http.post(`${API}/manager/reservations/:id/attendance`, async ({ request, params }) => {
        outcomes.push({ id: params.id, ...((await request.json()) as object) });
        return HttpResponse.json({ ok: true });
      }),
    );
    renderOrdersUi(<ManagerScreen />);
    const rows = await screen.findAllByTestId('staff-booking');
    expect(rows[0]).toHaveTextContent('Moussa · 4 personnes · T3');
    expect(within(rows[1]).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(rows[0]).getByRole('button', { name: /^Moussa absent à / }));
    expect(outcomes).toEqual([{ id: '99999999-1111-4222-8333-444455556666', outcome: 'no_show' }]);
  });

  it('asks for the day’s orders again every 15 s, so a new order shows without reloading', async () => {
    jest.useFakeTimers();
    try {
      const asked = serveDay([]);
      const { client } = renderOrdersUi(<ManagerScreen />);
      const advance = (ms: number) => act(async () => jest.advanceTimersByTimeAsync(ms));
      await advance(0);
      await advance(10);
      expect(asked).toHaveLength(1);
      await advance(14_000);
      expect(asked).toHaveLength(1);
      await advance(1_000);
      expect(asked).toHaveLength(2);
      client.clear();
    } finally {
      jest.useRealTimers();
    }
  });
});
