import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DraftStatus } from '@/features/cart/components/draft-status';
import { useDraftSync, type TDraftSync } from '@/features/cart/components/use-draft-sync';
import { CART_STORAGE_KEY } from '@/features/cart/model/cart-storage';
import { API, buildCart, buildDraft, buildItem, line, renderCartProbe, RESERVATION_ID } from './cart-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr' }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  jest.useRealTimers();
});
afterAll(() => server.close());

/** POST /reservations/draft answers with the reservation's new hold; GET answers 200. */
function serveDraft(reply: () => Response = () => HttpResponse.json({ reservation: { id: RESERVATION_ID, expireDate: '2026-11-26T19:45:00.000Z' } })) {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/reservations/:id`, () => HttpResponse.json({ id: RESERVATION_ID, expireDate: '2026-11-26T20:15:00.000Z' })),
    http.post(`${API}/reservations/draft`, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

let sync: TDraftSync;
function SyncProbe() {
  sync = useDraftSync();
  return <DraftStatus />;
}

async function renderBookedCart() {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(buildCart({ items: [line()], reservationId: RESERVATION_ID, draftReservation: buildDraft() })));
  const utils = renderCartProbe(<SyncProbe />);
  await waitFor(() => expect(utils.current().isRestored).toBe(true));
  return utils;
}

describe('reservation draft sync', () => {
  it('§4 draft: one request about 1000 ms after a burst of changes, with the §3 payload', async () => {
    const bodies = serveDraft();
    const { current } = await renderBookedCart();
    jest.useFakeTimers();
    act(() => current().addItem(buildItem({ id: '13-4', dishId: 13, collections: { 2: [4] }, optionNames: ['Piment'] }), 2));
    act(() => jest.advanceTimersByTime(500));
    act(() => current().setSpecial('Table au calme'));
    act(() => jest.advanceTimersByTime(500));
    act(() => current().setOffer(3));
    act(() => jest.advanceTimersByTime(999));
    expect(bodies).toHaveLength(0);
    expect(screen.getByTestId('draft-status')).toHaveTextContent('Modifications en attente…');
    act(() => jest.advanceTimersByTime(1));
    jest.useRealTimers();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      reservationId: RESERVATION_ID,
      eventId: null,
      special: 'Table au calme',
      offerId: 3,
      dishes: [
        { draftId: '12', dishId: 12, count: 1, collections: {} },
        { draftId: '13-4', dishId: 13, count: 2, collections: { 2: [4] } },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('draft-status')).toHaveTextContent('Brouillon enregistré · table retenue jusqu’à 19:45'));
    expect(current().draftReservation?.expireDate).toBe('2026-11-26T19:45:00.000Z');
  });

  it('§4 draft: a restored cart is not sent again until it changes', async () => {
    const bodies = serveDraft();
    await renderBookedCart();
    jest.useFakeTimers();
    act(() => jest.advanceTimersByTime(5000));
    expect(bodies).toHaveLength(0);
    expect(screen.getByTestId('draft-status')).toHaveTextContent('Brouillon enregistré · table retenue jusqu’à 20:15');
  });

  it('§4 draft: a failure is kept as an error text, in the diner’s language', async () => {
    serveDraft(() => HttpResponse.json({ error: { statusCode: 409, name: 'ConflictError', message: 'Sold out', code: 'dish_sold_out' } }, { status: 409 }));
    const { current } = await renderBookedCart();
    jest.useFakeTimers();
    act(() => current().addItem(buildItem(), 1));
    act(() => jest.advanceTimersByTime(1000));
    jest.useRealTimers();
    const status = await screen.findByRole('alert');
    expect(status).toHaveTextContent('Il ne reste plus assez de portions de ce plat.');
    expect(sync.status).toBe('error');
    expect(sync.errorText).toBe('Il ne reste plus assez de portions de ce plat.');
  });

  it('§4 draft: a change while a request is pending cancels it; the latest draft is the one saved', async () => {
    const signals: AbortSignal[] = [];
    const bodies: Array<{ special: string | null }> = [];
    server.use(
      http.get(`${API}/reservations/:id`, () => HttpResponse.json({ id: RESERVATION_ID, expireDate: null })),
      http.post(`${API}/reservations/draft`, async ({ request }) => {
        signals.push(request.signal);
        const body = (await request.json()) as { special: string | null };
        bodies.push(body);
        // The first request hangs until it is cancelled; the second one answers.
        if (body.special === 'premier') await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        return HttpResponse.json({ reservation: { id: RESERVATION_ID, expireDate: '2026-11-26T19:50:00.000Z' } });
      }),
    );
    const { current } = await renderBookedCart();
    act(() => current().setSpecial('premier'));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = sync.flush().catch(() => undefined);
    });
    await waitFor(() => expect(bodies).toHaveLength(1));
    await waitFor(() => expect(sync.status).toBe('saving'));
    act(() => current().setSpecial('second'));
    expect(signals[0].aborted).toBe(true);
    await act(() => sync.flush());
    await act(() => first);
    expect(bodies.map((body) => body.special)).toEqual(['premier', 'second']);
    expect(sync.status).toBe('saved');
    expect(current().draftReservation?.expireDate).toBe('2026-11-26T19:50:00.000Z');
  });

  it('flush sends the waiting change at once (the checkout awaits it before confirming)', async () => {
    const bodies = serveDraft();
    const { current } = await renderBookedCart();
    act(() => current().setSpecial('Anniversaire'));
    expect(bodies).toHaveLength(0);
    await act(() => sync.flush());
    expect(bodies).toEqual([expect.objectContaining({ special: 'Anniversaire' })]);
    expect(sync.status).toBe('saved');
  });

  it('§4 reservation draft: a confirmed booking taking more dishes sends no draft; the status stays idle and flush resolves at once', async () => {
    const bodies = serveDraft();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(buildCart({ reservationId: RESERVATION_ID, draftReservation: buildDraft({ status: 'confirmed', expireDate: null }) })));
    const { current } = renderCartProbe(<SyncProbe />);
    await waitFor(() => expect(current().isRestored).toBe(true));
    jest.useFakeTimers();
    act(() => current().addItem(buildItem(), 2));
    act(() => current().setSpecial('Sans piment'));
    act(() => jest.advanceTimersByTime(5000));
    expect(sync.status).toBe('idle');
    let flushed = false;
    await act(async () => {
      await sync.flush();
      flushed = true;
    });
    expect(flushed).toBe(true);
    act(() => jest.advanceTimersByTime(5000));
    expect(bodies).toHaveLength(0);
    expect(sync.status).toBe('idle');
    expect(current().totalItems).toBe(2);
    expect(screen.queryByTestId('draft-status')).not.toBeInTheDocument();
  });

  it('§4 reservation draft: a draft change still waiting is dropped when the cart turns to a confirmed booking', async () => {
    const bodies = serveDraft();
    const { current } = await renderBookedCart();
    jest.useFakeTimers();
    act(() => current().setSpecial('Anniversaire'));
    expect(sync.status).toBe('pending');
    act(() => current().reset(buildCart({ reservationId: RESERVATION_ID, draftReservation: buildDraft({ status: 'confirmed', expireDate: null }) })));
    act(() => jest.advanceTimersByTime(5000));
    expect(bodies).toHaveLength(0);
    expect(sync.status).toBe('idle');
  });

  it('no reservation, no draft request', async () => {
    const bodies = serveDraft();
    const { current } = renderCartProbe(<SyncProbe />);
    await waitFor(() => expect(current().isRestored).toBe(true));
    act(() => current().addItem(buildItem(), 1));
    await act(() => sync.flush());
    expect(bodies).toHaveLength(0);
    expect(screen.queryByTestId('draft-status')).not.toBeInTheDocument();
  });
});
