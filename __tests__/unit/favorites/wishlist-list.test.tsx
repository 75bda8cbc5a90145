import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { TRestaurantSummary } from '@/contracts/restaurant-contract';
import { resetUiState, setAuthorized } from '@/lib/ui-state/ui-store';
import { WishlistList } from '@/screens/wishlist/wishlist-list';
import { theme } from '@/styles/theme';
import common from '../../../public/locales/fr/common.json';
import favorites from '../../../public/locales/fr/favorites.json';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/my-account/wishlist', query: {} }) }));

const API = 'http://localhost/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setAuthorized(true));
afterEach(() => {
  server.resetHandlers();
  resetUiState();
});
afterAll(() => server.close());

function renderWishlist() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { common, favorites } }, defaultNS: 'common', initAsync: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <WishlistList />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const summary = (id: number, name: string): TRestaurantSummary => ({
  id,
  slug: `r-${id}`,
  name,
  cuisine: 'Grillades',
  description: '',
  cityId: 1,
  cityName: 'Abidjan',
  district: null,
  priceLevel: 2,
  currency: 'XOF',
  ratingAverage: 0,
  ratingCount: 0,
  services: { booking: true, takeAway: false, delivery: false },
  dietaryTags: [],
  isFeatured: false,
  coverImage: null,
});
const item = (id: number, name: string, key: string) => ({ id, key, createdAt: '2026-11-26T10:00:00.000Z', restaurant: summary(id, name) });

describe('the wishlist (§2 /my-account/wishlist)', () => {
  it('shows an empty state that leads to the restaurant search', async () => {
    server.use(http.get(`${API}/favorites`, () => HttpResponse.json({ items: [] })));
    renderWishlist();
    expect(await screen.findByRole('heading', { name: 'Aucun favori pour l’instant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir des restaurants' })).toHaveAttribute('href', '/restaurant');
  });

  it('lists the favourites as restaurant cards; removing one keeps the focus on the page, on the new count', async () => {
    let items = [item(1, 'Le Maquis du Lagon', '11111111-1111-4111-8111-111111111111'), item(2, 'Chez Tantie Akissi', '22222222-2222-4222-8222-222222222222')];
    server.use(
      http.get(`${API}/favorites`, () => HttpResponse.json({ items })),
      http.delete(`${API}/favorites/:key`, ({ params }) => {
        items = items.filter((favorite) => favorite.key !== params.key);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWishlist();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Le Maquis du Lagon', 'Chez Tantie Akissi']);
    expect(screen.getByText('2 restaurants gardés')).toBeInTheDocument();
    await userEvent.click(within(cards[0]).getByRole('button', { name: 'Retirer des favoris' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('1 restaurant gardé');
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
