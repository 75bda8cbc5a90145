import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { TRestaurantSummary } from '@/contracts/restaurant-contract';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { clearToasts, getSnapshot as getToasts } from '@/lib/toast/toast-store';
import { getUiState, resetUiState, setAuthorized } from '@/lib/ui-state/ui-store';
import { renderRestaurantUi } from '../restaurant/restaurant-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/restaurant', query: {} }) }));

const API = 'http://localhost/api';
const KEY = '8f0c2a9e-4d1b-4c6a-9e2f-1a2b3c4d5e6f';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setAuthorized(true));
afterEach(() => {
  server.resetHandlers();
  resetUiState();
  clearToasts();
  window.__tableeAnalytics?.actions.splice(0);
});
afterAll(() => server.close());

const restaurant: TRestaurantSummary = {
  id: 7,
  slug: 'le-maquis',
  name: 'Le Maquis du Lagon',
  cuisine: 'Grillades',
  description: 'Brochettes au bord de la lagune.',
  cityId: 1,
  cityName: 'Abidjan',
  district: null,
  priceLevel: 2,
  currency: 'XOF',
  ratingAverage: 4.2,
  ratingCount: 12,
  services: { booking: true, takeAway: false, delivery: false },
  dietaryTags: [],
  isFeatured: false,
  coverImage: null,
};
const favorite = { id: restaurant.id, key: KEY, createdAt: '2026-11-26T10:00:00.000Z', restaurant };

/** A response the test releases when it wants, to look at the heart while the API has not answered. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

function serveList(items: unknown[]) {
  server.use(http.get(`${API}/favorites`, () => HttpResponse.json({ items })));
}

/** Later list reads wait until released: what the heart shows meanwhile is the toggle's own doing, not a refetch. */
function holdListReads(items: unknown[]) {
  const release = gate();
  server.use(
    http.get(`${API}/favorites`, async () => {
      await release.opened;
      return HttpResponse.json({ items });
    }),
  );
  return release;
}

const heart = () => screen.getByRole('button', { name: /favoris/ });
const analyticsActions = () => window.__tableeAnalytics?.actions ?? [];
const errorToasts = () => getToasts().filter((toast) => toast.kind === 'error').map((toast) => toast.text);

describe('the favourite heart (§4 favourites toggle)', () => {
  it('is a toggle button labelled "Ajouter aux favoris" while the restaurant is not a favourite', async () => {
    serveList([]);
    renderRestaurantUi(<FavoriteToggle restaurant={restaurant} />);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(heart()).toHaveAccessibleName('Ajouter aux favoris');
  });

  it('fills at once, before the API answers, then keeps the key it answered and reports addFavorite', async () => {
    serveList([]);
    const answer = gate();
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/favorites`, async ({ request }) => {
        sent.push(await request.json());
        await answer.opened;
        return HttpResponse.json({ id: restaurant.id, key: KEY, createdAt: '2026-11-26T10:00:00.000Z' }, { status: 201 });
      }),
    );
    renderRestaurantUi(<FavoriteToggle restaurant={restaurant} />);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).toHaveAccessibleName('Retirer des favoris');
    await waitFor(() => expect(sent).toEqual([{ restaurantId: restaurant.id }]));
    expect(analyticsActions()).toEqual([]);
    serveList([favorite]);
    act(() => answer.open());
    await waitFor(() => expect(analyticsActions()).toEqual([{ name: 'addFavorite', params: { restaurantId: restaurant.id } }]));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(errorToasts()).toEqual([]);
  });

  it('empties again and toasts when the API refuses the add', async () => {
    serveList([]);
    const answer = gate();
    server.use(
      http.post(`${API}/favorites`, async () => {
        await answer.opened;
        return HttpResponse.json({ error: { statusCode: 500, name: 'InternalServerError', message: 'boom', code: 'internal' } }, { status: 500 });
      }),
    );
    renderRestaurantUi(<FavoriteToggle restaurant={restaurant} />);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    const laterReads = holdListReads([]);
    await userEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    act(() => answer.open());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(errorToasts()).toEqual(['Ce restaurant n’a pas pu être ajouté à vos favoris. Réessayez.']);
    expect(analyticsActions()).toEqual([]);
    act(() => laterReads.open());
  });

  it('removes by its key at once, and fills again with a toast when the API refuses', async () => {
    serveList([favorite]);
    const answer = gate();
    const deleted: string[] = [];
    server.use(
      http.delete(`${API}/favorites/:key`, async ({ params }) => {
        deleted.push(String(params.key));
        await answer.opened;
        return HttpResponse.json({ error: { statusCode: 503, name: 'Error', message: 'down', code: 'internal' } }, { status: 503 });
      }),
    );
    renderRestaurantUi(<FavoriteToggle restaurant={restaurant} />);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    const laterReads = holdListReads([favorite]);
    await userEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(deleted).toEqual([KEY]));
    act(() => answer.open());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(errorToasts()).toEqual(['Ce restaurant n’a pas pu être retiré de vos favoris. Réessayez.']);
    act(() => laterReads.open());
  });

  it('removes and reports removeFavorite when the API agrees', async () => {
    serveList([favorite]);
    server.use(http.delete(`${API}/favorites/:key`, () => new HttpResponse(null, { status: 204 })));
    renderRestaurantUi(<FavoriteToggle restaurant={restaurant} />);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    serveList([]);
    await userEvent.click(heart());
    await waitFor(() => expect(analyticsActions()).toEqual([{ name: 'removeFavorite', params: { restaurantId: restaurant.id } }]));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('a second tap while the add is in flight removes the favourite by the key the add answered', async () => {
    serveList([]);
    const answer = gate();
    const deleted: string[] = [];
    server.use(
      http.post(`${API}/favorites`, async () => {
        await answer.opened;
        return HttpResponse.json({ id: restaurant.id, key: KEY, createdAt: '2026-11-26T10:00:00.000Z' }, { status: 201 });
      }),
      http.delete(`${API}/favorites/:key`, ({ params }) => {
        deleted.push(String(params.key));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRestaurantUi(<FavoriteToggle restaurant={restaurant} />);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(heart());
    await userEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    act(() => answer.open());
    await waitFor(() => expect(deleted).toEqual([KEY]));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('works from the keyboard: Tab reaches it, Enter and Space toggle it', async () => {
    serveList([]);
    server.use(
      http.post(`${API}/favorites`, () => HttpResponse.json({ id: restaurant.id, key: KEY, createdAt: '2026-11-26T10:00:00.000Z' }, { status: 201 })),
      http.delete(`${API}/favorites/:key`, () => new HttpResponse(null, { status: 204 })),
    );
    renderRestaurantUi(<FavoriteToggle restaurant={restaurant} />);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.tab();
    expect(heart()).toHaveFocus();
    serveList([favorite]);
    await userEvent.keyboard('{Enter}');
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(analyticsActions()).toHaveLength(1));
    serveList([]);
    await userEvent.keyboard(' ');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('§4 a visitor gets the login view, and the restaurant is added once they have signed in', async () => {
    setAuthorized(false);
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/favorites`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: restaurant.id, key: KEY, createdAt: '2026-11-26T10:00:00.000Z' }, { status: 201 });
      }),
    );
    serveList([favorite]);
    renderRestaurantUi(<FavoriteToggle restaurant={restaurant} />);
    await userEvent.click(heart());
    expect(getUiState().modalView).toBe('LOGIN');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(sent).toEqual([]);
    act(() => setAuthorized(true));
    await waitFor(() => expect(sent).toEqual([{ restaurantId: restaurant.id }]));
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
  });
});
