import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { notificationKeys } from '@/features/notifications/api/notification-keys';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { resetUiState, setAuthorized } from '@/lib/ui-state/ui-store';
import { API, listOf, notificationAt, renderWithProviders } from './notification-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/', query: {} }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setAuthorized(true));
afterEach(() => {
  server.resetHandlers();
  resetUiState();
});
afterAll(() => server.close());

const answerUnread = (unreadCount: number) =>
  server.use(http.get(`${API}/notifications`, () => HttpResponse.json(listOf(unreadCount > 0 ? [notificationAt('2026-11-26T10:00:00.000Z')] : [], unreadCount))));

describe('the header bell', () => {
  it('shows no badge when nothing is unread, and is named plainly; it leads to the notifications page', async () => {
    answerUnread(0);
    const { client } = renderWithProviders(<NotificationBell />);
    const bell = screen.getByRole('link', { name: 'Notifications' });
    expect(bell).toHaveAttribute('href', '/my-account/notification');
    // The answer (0) arrives and still no badge.
    await waitFor(() => expect(client.getQueryState(notificationKeys.unread())?.status).toBe('success'));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('counts one unread notification, in its name too', async () => {
    answerUnread(1);
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notifications, 1 non lue' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent(/^1$/);
  });

  it('says 3 non lues for three', async () => {
    answerUnread(3);
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notifications, 3 non lues' })).toBeInTheDocument();
  });

  it('stops the badge at 99+ while the name gives the real count', async () => {
    answerUnread(150);
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notifications, 150 non lues' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent(/^99\+$/);
  });
});
