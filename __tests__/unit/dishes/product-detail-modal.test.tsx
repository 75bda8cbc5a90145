import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import common from '../../../public/locales/fr/common.json';
import cart from '../../../public/locales/fr/cart.json';
import dishes from '../../../public/locales/fr/dishes.json';
import type { TDishDetail } from '@/contracts/dish-contract';
import { ProductDetailModal } from '@/features/dishes/components/product-detail-modal';
import { DinerCurrencyProvider } from '@/lib/money/diner-currency-context';
import { theme } from '@/styles/theme';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/restaurant?shop=7', pathname: '/restaurant', query: { shop: '7' } }) }));

const dish: TDishDetail = {
  id: 41,
  restaurantId: 7,
  menuId: null,
  categoryId: null,
  name: 'Kedjenou de poulet',
  description: 'Mijoté à l’étouffée.',
  course: 'main',
  price: { amount: 6000, currency: 'XOF' },
  imageUrl: null,
  allergens: ['crustaceans'],
  dietaryTags: ['gluten-free'],
  dailyStock: 10,
  isAvailable: true,
  optionGroups: [],
  restaurant: { id: 7, name: 'Le Maquis du Lagon', currency: 'XOF', timeZone: 'Africa/Abidjan' },
  serviceDate: '2026-03-14',
  remainingToday: 3,
};

const bundleRequests: string[] = [];
const server = setupServer(
  http.get('http://localhost/api/dishes/41', () => HttpResponse.json(dish)),
  http.get('http://localhost/locales/:lng/:ns.json', ({ params }) => {
    bundleRequests.push(`${String(params.lng)}/${String(params.ns)}`);
    const bundles: Record<string, object> = { dishes, cart };
    return bundles[String(params.ns)] ? HttpResponse.json(bundles[String(params.ns)]) : new HttpResponse(null, { status: 404 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A page that ships `common` (and its own namespaces) but not `dishes` nor `cart` (the dish's add button). */
function renderOnPageWithout(namespaces: Record<string, object>) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: namespaces }, defaultNS: 'common', initAsync: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <DinerCurrencyProvider value={{ currency: 'XOF', rates: [] }}>
            <ProductDetailModal data={{ dishId: 41 }} />
          </DinerCurrencyProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('§2 product detail modal translations', () => {
  it('loads its own namespaces on a page that did not ship them: no raw key, dietary and allergen codes translated', async () => {
    renderOnPageWithout({ common });

    expect(await screen.findByRole('heading', { name: 'Allergènes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Régimes alimentaires' })).toBeInTheDocument();
    expect(screen.getByText('Sans gluten')).toBeInTheDocument();
    expect(screen.getByText('Crustacés')).toBeInTheDocument();
    expect(screen.getByText('Plus que 3 portions aujourd’hui')).toBeInTheDocument();
    expect(screen.getByText('Le Maquis du Lagon')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b(detail|remaining|dietary|allergens)\.[a-zA-Z]+/);
    expect(bundleRequests).toEqual(expect.arrayContaining(['fr/dishes', 'fr/cart']));
  });
});
