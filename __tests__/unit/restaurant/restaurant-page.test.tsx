import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getRestaurantDataOrNull } from '@/features/restaurants/api/get-restaurant-data';
import { RestaurantGallery } from '@/features/restaurants/components/restaurant-gallery';
import { RestaurantImageModal } from '@/features/restaurants/components/restaurant-image-modal';
import { sortRestaurantImages } from '@/lib/restaurant-images';
import { getUiState, resetUiState } from '@/lib/ui-state/ui-store';
import { RestaurantPage } from '@/screens/restaurant/restaurant-page';
import { buildRestaurant, renderRestaurantUi } from './restaurant-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', defaultLocale: 'fr', asPath: '/restaurant?shop=7', query: { shop: '7' } }) }));
jest.mock('next/head', () => ({ __esModule: true, default: () => null }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetUiState();
});
afterAll(() => server.close());

const failure = () => HttpResponse.json({ error: { statusCode: 500, name: 'InternalError', message: 'boom', code: 'internal' } }, { status: 500 });
const noReviews = http.get('http://localhost/api/restaurant-feedbacks', () => HttpResponse.json({ items: [], total: 0, limit: 10, offset: 0 }));

describe('restaurant page', () => {
  it('§8 restaurant data load failure: swallowed, the result is null', async () => {
    server.use(http.get('http://localhost/api/restaurants/data/7', failure));
    await expect(getRestaurantDataOrNull({ id: 7, locale: 'fr' })).resolves.toBeNull();
  });

  it('§8 restaurant data load failure: swallowed, the page shows an error state and retries', async () => {
    let fail = true;
    server.use(
      http.get('http://localhost/api/restaurants/data/7', () => (fail ? failure() : HttpResponse.json(buildRestaurant()))),
      noReviews,
    );
    renderRestaurantUi(<RestaurantPage restaurantId={7} shareImage={null} renderedAt={null} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Impossible de charger ce restaurant' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Le Maquis du Lagon' })).toBeInTheDocument();
  });

  it('shows the restaurant: name, hours in its zone, map link, phone, set menu price and booking button', async () => {
    const menu = {
      id: 4, restaurantId: 7, name: 'Formule déjeuner', description: null, isSetMenu: true, price: { amount: 18000, currency: 'XOF' }, position: 1,
      dishes: [{ id: 16, restaurantId: 7, menuId: 4, categoryId: null, name: 'Côte de bœuf', description: 'Maturée', course: 'main', price: { amount: 18000, currency: 'XOF' }, imageUrl: null, allergens: [], dietaryTags: ['gluten-free'], dailyStock: null, isAvailable: false, optionGroups: [] }],
    };
    server.use(http.get('http://localhost/api/restaurants/data/7', () => HttpResponse.json(buildRestaurant({ menus: [menu] }))), noReviews);
    renderRestaurantUi(<RestaurantPage restaurantId={7} shareImage={null} renderedAt={null} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Le Maquis du Lagon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voir sur la carte/ })).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=5.288227&mlon=-3.980361#map=17/5.288227/-3.980361');
    expect(screen.getByRole('link', { name: 'Appeler le +225 01 17 76 95 88' })).toHaveAttribute('href', 'tel:+2250117769588');
    expect(screen.getByRole('row', { name: /vendredi/ })).toHaveTextContent('18:00 – 02:00');
    expect(screen.getByText(/Prix fixe/).textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe('Prix fixe 18 000 F CFA');
    expect(within(screen.getByTestId('dish')).getByText('Indisponible')).toBeInTheDocument();
    expect(within(screen.getByTestId('dish')).getByText('Inclus')).toBeInTheDocument();

    await userEvent.click(within(screen.getByTestId('booking-bar')).getByRole('button', { name: 'Réserver une table' }));
    expect(getUiState()).toMatchObject({ modalView: 'CREATE_RESERVATION', modalData: { restaurantId: 7 } });
  });

  it('§3 restaurant data: images sorted ascending, a missing order counts as 0 — the gallery keeps that order and opens the photo chosen', async () => {
    const images = sortRestaurantImages(buildRestaurant().images.slice().reverse());
    expect(images.map((image) => image.order)).toEqual([-1, null, 2]);
    renderRestaurantUi(<RestaurantGallery images={images} />);
    const thumbs = screen.getAllByRole('button', { name: /Agrandir la photo/ });
    expect(thumbs.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Agrandir la photo 1 sur 3 : Photo 1',
      'Agrandir la photo 2 sur 3 : Photo 2',
      'Agrandir la photo 3 sur 3 : Photo 3',
    ]);
    await userEvent.click(thumbs[1]!);
    expect(getUiState()).toMatchObject({ modalView: 'RESTAURANT_IMAGE', modalData: { images, index: 1 } });
  });

  it('the image modal steps with buttons, arrow keys and swipes, wrapping round, with a counter', async () => {
    const { images } = buildRestaurant();
    renderRestaurantUi(<RestaurantImageModal data={{ images, index: 2 }} />);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 3' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Photo suivante' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Photo 3' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();

    const viewport = screen.getByTestId('gallery-viewport');
    // A leftward swipe (jsdom has no PointerEvent; a MouseEvent named pointer* carries the coordinates).
    act(() => {
      viewport.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientX: 300, clientY: 100 }));
      viewport.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, clientX: 120, clientY: 110 }));
    });
    expect(await screen.findByText('3 / 3')).toBeInTheDocument();
  });
});

describe('restaurant image modal thumbnails', () => {
  it('jumps straight to a photo chosen among the thumbnails, marking it as the current one', async () => {
    const { images } = buildRestaurant();
    renderRestaurantUi(<RestaurantImageModal data={{ images, index: 0 }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Afficher la photo 3 : Photo 3' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afficher la photo 3 : Photo 3' })).toHaveAttribute('aria-current', 'true');
  });
});
