import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ChatModal } from '@/features/chat/components/chat-modal';
import type { MessageActionProps } from '@/features/chat/components/chat-message-item';
import { API, readBody, renderSocialUi, RESERVATION_ID, THREAD_ID } from './social-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/my-account/bookings/x', query: {} }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const message = (n: number, body: string, sender: { role: string; name: string; isMe: boolean }) => ({ id: uuid(n), threadId: THREAD_ID, body, createdAt: new Date(Date.UTC(2026, 10, 20, 18, n)).toISOString(), sender });
const host = { role: 'host', name: 'Awa K.', isMe: true };
const guest = { role: 'guest', name: 'Moussa S.', isMe: false };
const staff = { role: 'staff', name: 'Le Maquis du Lagon', isMe: false };

const thread = {
  id: THREAD_ID, reservationId: RESERVATION_ID, startsAt: '2026-11-27T20:00:00.000Z', restaurant: { id: 7, name: 'Le Maquis du Lagon', timeZone: 'Africa/Abidjan' }, myRole: 'host',
  participants: [{ name: 'Awa K.', role: 'host' }, { name: 'Moussa S.', role: 'guest' }, { name: 'Le Maquis du Lagon', role: 'staff' }], unreadCount: 2,
};

function serveChat(pages: Record<string, { items: unknown[]; hasMore: boolean; unreadCount: number }>) {
  const calls = { sent: [] as unknown[], read: [] as unknown[], listed: [] as string[] };
  server.use(
    http.post(`${API}/chat-messages/init`, () => HttpResponse.json(thread)),
    http.get(`${API}/chat-messages`, ({ request }) => {
      const before = new URL(request.url).searchParams.get('before') ?? 'latest';
      calls.listed.push(before);
      return HttpResponse.json(pages[before]);
    }),
    http.post(`${API}/chat-messages`, async ({ request }) => {
      const body = (await readBody(request)) as { body: string };
      calls.sent.push(body);
      return HttpResponse.json(message(99, body.body, host), { status: 201 });
    }),
    http.post(`${API}/chat-messages/read`, async ({ request }) => {
      calls.read.push(await readBody(request));
      return HttpResponse.json({ unreadCount: 0 });
    }),
    http.get(`${API}/chat-messages/unread`, () => HttpResponse.json({ total: 0, threads: [] })),
  );
  return calls;
}

describe('the chat modal', () => {
  it('shows the conversation with its participants; the restaurant speaks under its name; own messages are "Vous"', async () => {
    serveChat({ latest: { items: [message(1, 'On arrive à 20 h', guest), message(2, 'Votre table est prête.', staff), message(3, 'Merci !', host)], hasMore: false, unreadCount: 0 } });
    renderSocialUi(<ChatModal data={{ reservationId: RESERVATION_ID }} />);
    expect(await screen.findByRole('heading', { name: 'Discussion — Le Maquis du Lagon' })).toBeInTheDocument();
    expect(screen.getByText('Avec Awa K., Moussa S., Le Maquis du Lagon')).toBeInTheDocument();
    const items = await screen.findAllByTestId('chat-message');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Moussa S.'), expect.stringContaining('Restaurant'), expect.stringContaining('Vous')]);
    expect(items[2]).toHaveAttribute('data-mine', 'true');
    expect(screen.getByRole('log', { name: 'Messages' })).toBeInTheDocument();
  });

  it('keeps the messages a list, each message an item of it, inside the live log screen readers follow', async () => {
    serveChat({ latest: { items: [message(1, 'On arrive à 20 h', guest), message(2, 'Merci !', host)], hasMore: false, unreadCount: 0 } });
    renderSocialUi(<ChatModal data={{ reservationId: RESERVATION_ID }} />);
    const log = await screen.findByRole('log', { name: 'Messages' });
    const list = within(log).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toEqual(await screen.findAllByTestId('chat-message'));
  });

  it('shows a script in a message as the text it is, and makes only web links clickable', async () => {
    const body = '<script>window.hacked = true</script> menu : https://tablee.app/m javascript:alert(1)';
    serveChat({ latest: { items: [message(1, body, guest)], hasMore: false, unreadCount: 0 } });
    const { container } = renderSocialUi(<ChatModal data={{ reservationId: RESERVATION_ID }} />);
    const item = await screen.findByTestId('chat-message');
    expect(item).toHaveTextContent('<script>window.hacked = true</script> menu : https://tablee.app/m javascript:alert(1)');
    expect(container.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    const links = within(item).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://tablee.app/m');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  });

  it('sends with Enter (Shift+Enter is a new line), shows the message and empties the field', async () => {
    const calls = serveChat({ latest: { items: [], hasMore: false, unreadCount: 0 } });
    renderSocialUi(<ChatModal data={{ reservationId: RESERVATION_ID }} />);
    expect(await screen.findByText('Aucun message pour l’instant : écrivez le premier !')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Votre message' });
    await userEvent.type(field, 'Bonsoir{Shift>}{Enter}{/Shift}à tous{Enter}');
    await waitFor(() => expect(calls.sent).toEqual([{ threadId: THREAD_ID, body: 'Bonsoir\nà tous' }]));
    expect(await screen.findByTestId('chat-message')).toHaveTextContent('Bonsoir à tous');
    expect(field).toHaveValue('');
  });

  it('marks the conversation read up to the newest message when there was something unread', async () => {
    const calls = serveChat({ latest: { items: [message(1, 'Un', guest), message(2, 'Deux', staff)], hasMore: false, unreadCount: 2 } });
    renderSocialUi(<ChatModal data={{ reservationId: RESERVATION_ID }} />);
    await waitFor(() => expect(calls.read).toEqual([{ threadId: THREAD_ID, upTo: uuid(2) }]));
  });

  it('pages back through history with "earlier messages", older ones above', async () => {
    const calls = serveChat({
      latest: { items: [message(5, 'Cinq', guest), message(6, 'Six', guest)], hasMore: true, unreadCount: 0 },
      [uuid(5)]: { items: [message(3, 'Trois', host), message(4, 'Quatre', guest)], hasMore: false, unreadCount: 0 },
    });
    renderSocialUi(<ChatModal data={{ reservationId: RESERVATION_ID }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Messages précédents' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(4));
    expect(screen.getAllByTestId('chat-message').map((item) => item.querySelector('p:last-child')?.textContent)).toEqual(['Trois', 'Quatre', 'Cinq', 'Six']);
    expect(calls.listed).toContain(uuid(5));
    expect(screen.queryByRole('button', { name: 'Messages précédents' })).not.toBeInTheDocument();
  });

  it('offers the screen’s action (reporting) on the others’ messages only', async () => {
    serveChat({ latest: { items: [message(1, 'De Moussa', guest), message(2, 'De moi', host)], hasMore: false, unreadCount: 0 } });
    const Report = ({ message: m, reservationId }: MessageActionProps) => <button type="button">{`report ${m.body} ${reservationId}`}</button>;
    renderSocialUi(<ChatModal data={{ reservationId: RESERVATION_ID }} MessageActions={Report} />);
    expect(await screen.findByRole('button', { name: `report De Moussa ${RESERVATION_ID}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /report De moi/ })).not.toBeInTheDocument();
  });

  it('says so when the conversation is not the diner’s (404)', async () => {
    server.use(http.post(`${API}/chat-messages/init`, () => HttpResponse.json({ error: { statusCode: 404, name: 'NotFoundError', message: 'x', code: 'not_found' } }, { status: 404 })));
    renderSocialUi(<ChatModal data={{ reservationId: RESERVATION_ID }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette discussion n’est pas (ou plus) la vôtre.');
  });
});
