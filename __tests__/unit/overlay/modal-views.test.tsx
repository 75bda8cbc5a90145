import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CategoryBottomSheet } from '@/screens/shell/category-bottom-sheet';
import { UnavailableModal } from '@/screens/shell/unavailable-modal';
import { renderWithProviders } from './overlay-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/', pathname: '/', query: {} }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const staticData = (foodCategories: unknown[]) => ({ cities: [], foodCategories, moneyChanges: [], stripePublicKey: '', countries: [], feedbackTypes: [] });

function renderSheet() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <CategoryBottomSheet />
    </QueryClientProvider>,
    { withMotion: false },
  );
}

describe('modal views', () => {
  it('§2 the category sheet lists the food categories from static data, each linking to its listing', async () => {
    server.use(
      http.get('http://localhost/api/staticData', () =>
        HttpResponse.json(staticData([
          { id: 1, slug: 'grillades', name: 'Grillades', imageUrl: null },
          { id: 2, slug: 'poissons', name: 'Poissons', imageUrl: null },
        ])),
      ),
    );
    renderSheet();

    expect(await screen.findByRole('link', { name: 'Grillades' })).toHaveAttribute('href', '/category?category=grillades');
    expect(screen.getByRole('link', { name: 'Poissons' })).toHaveAttribute('href', '/category?category=poissons');
    expect(screen.getByRole('heading', { name: 'Catégories' })).toHaveAttribute('id', 'modal-title');
  });

  it('the category sheet says so when the categories cannot be loaded', async () => {
    server.use(http.get('http://localhost/api/staticData', () => HttpResponse.json({ error: { statusCode: 500, name: 'InternalError', message: 'x', code: 'internal' } }, { status: 500 })));
    renderSheet();

    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les catégories.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('a view whose feature is not built yet is titled and says it is not available yet, with no fake content', () => {
    renderWithProviders(<UnavailableModal view="CREATE_RESERVATION" />, { withMotion: false });

    expect(screen.getByRole('heading', { name: 'Réserver une table' })).toHaveAttribute('id', 'modal-title');
    expect(screen.getByText(/pas encore disponible/)).toBeInTheDocument();
  });
});
