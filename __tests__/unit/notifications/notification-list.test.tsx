import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { notificationKeys } from '@/features/notifications/api/notification-keys';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { trackEvent } from '@/lib/analytics/track-event';
import { resetUiState, setAuthorized } from '@/lib/ui-state/ui-store';
import { API, listOf, notificationAt, renderWithProviders } from './notification-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/my-account/notification', query: {} }) }));
jest.mock('@/lib/analytics/track-event', () => ({ trackEvent: jest.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setAuthorized(true);
  jest.mocked(trackEvent).mockClear();
});
afterEach(() => {
  server.resetHandlers();
  resetUiState();
});
afterAll(() => server.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('the notifications page (§2 /my-account/notification)', () => {
  it('words each notification in French with its time ago and link, and marks the list seen up to the newest (§7, §4 notificationView)', async () => {
    const newest = minutesAgo(5);
    const items = [
      notificationAt(newest, { kind: 'order_status', params: { restaurant: 'Chez Tantie', status: 'preparing' }, link: '/my-account/orders/o1' }),
      notificationAt(minutesAgo(60 * 26), { isUnread: false }),
    ];
    const marked: unknown[] = [];
    let fetched = 0;
    server.use(
      http.get(`${API}/notifications`, () => {
        fetched += 1;
        return HttpResponse.json(marked.length > 0 ? listOf(items.map((item) => ({ ...item, isUnread: false })), 0) : listOf(items, 1));
      }),
      http.post(`${API}/userData/lastNotificationViewed`, async ({ request }) => {
        marked.push(await request.json());
        return HttpResponse.json({ unreadCount: 0 });
      }),
    );
    const { client } = renderWithProviders(<NotificationList />);
    const order = await screen.findByRole('link', { name: 'Votre commande chez Chez Tantie : en préparation.' });
    expect(order).toHaveAttribute('href', '/my-account/orders/o1');
    expect(screen.getByText('il y a 5 minutes')).toBeInTheDocument();
    expect(screen.getByText('hier')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Votre réservation chez Le Maquis du Lagon est confirmée.' })).toHaveAttribute('href', '/my-account/bookings/b1');
    expect(screen.getAllByText('Nouveau')).toHaveLength(1);
    await waitFor(() => expect(marked).toEqual([{ at: newest }]));
    await waitFor(() => expect(trackEvent).toHaveBeenCalledWith({ name: 'notificationView', params: { unread: 1 } }));
    // The refetch after marking answers it read; it still reads as new until the diner leaves.
    await client.invalidateQueries({ queryKey: notificationKeys.lists() });
    await waitFor(() => expect(fetched).toBe(2));
    expect(screen.getAllByText('Nouveau')).toHaveLength(1);
    expect(marked).toHaveLength(1);
  });

  it('marks nothing when nothing is unread', async () => {
    let posts = 0;
    server.use(
      http.get(`${API}/notifications`, () => HttpResponse.json(listOf([notificationAt(minutesAgo(90), { isUnread: false })], 0))),
      http.post(`${API}/userData/lastNotificationViewed`, () => {
        posts += 1;
        return HttpResponse.json({ unreadCount: 0 });
      }),
    );
    renderWithProviders(<NotificationList />);
    expect(await screen.findByText('il y a 1 heure')).toBeInTheDocument();
    expect(posts).toBe(0);
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it('says so when there are none yet', async () => {
    server.use(http.get(`${API}/notifications`, () => HttpResponse.json(listOf([], 0))));
    renderWithProviders(<NotificationList />);
    expect(await screen.findByText(/Aucune notification pour l’instant/)).toBeInTheDocument();
  });

  it('offers to try again when the list cannot load', async () => {
    server.use(http.get(`${API}/notifications`, () => HttpResponse.json({ error: { statusCode: 503, name: 'ServiceUnavailable', message: 'down', code: 'unavailable' } }, { status: 503 })));
    renderWithProviders(<NotificationList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible d’afficher vos notifications');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
