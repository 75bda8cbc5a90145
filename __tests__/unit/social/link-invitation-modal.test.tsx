import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { LinkInvitationModal } from '@/features/invitations/components/link-invitation-modal';
import { API, buildGroup, GROUP_ID, renderSocialUi, RESERVATION_ID } from './social-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/my-account/bookings/x', query: {} }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  delete (navigator as { share?: unknown }).share;
});
afterAll(() => server.close());

const TOKEN = 'a'.repeat(43);
const URL_ = `http://localhost:3000/invitation/${TOKEN}`;
const LINK = { id: '44444444-5555-4666-8777-888888888888', createdAt: '2026-11-20T10:00:00.000Z' };

function serveLinks() {
  let links: typeof LINK[] = [];
  const calls = { created: 0, revoked: [] as string[] };
  server.use(
    http.get(`${API}/groups`, () => HttpResponse.json({ group: buildGroup({ links }) })),
    http.post(`${API}/groups/${GROUP_ID}/links`, () => {
      calls.created += 1;
      links = [LINK];
      return HttpResponse.json({ link: LINK, token: TOKEN, url: URL_ }, { status: 201 });
    }),
    http.delete(`${API}/groups/${GROUP_ID}/invitations/:id`, ({ params }) => {
      calls.revoked.push(String(params.id));
      links = [];
      return HttpResponse.json(buildGroup({ links }));
    }),
  );
  return calls;
}

describe('the link-invitation modal', () => {
  it('creates a link and offers it to copy, on WhatsApp and by SMS with the invitation’s words', async () => {
    serveLinks();
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderSocialUi(<LinkInvitationModal data={{ reservationId: RESERVATION_ID }} />);
    expect(await screen.findByText('Aucun lien ouvert.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Créer un lien' }));

    const panel = await screen.findByTestId('invitation-link');
    expect(within(panel).getByRole('textbox', { name: 'Votre lien d’invitation' })).toHaveValue(URL_);
    const message = `Awa K. vous invite chez Le Maquis du Lagon, ${new Intl.DateTimeFormat('fr', { timeZone: 'Africa/Abidjan', weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date('2026-11-27T20:00:00.000Z'))}. Répondez ici : ${URL_}`;
    expect(within(panel).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(message)}`);
    expect(within(panel).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(panel).getByRole('link', { name: 'SMS' })).toHaveAttribute('href', `sms:?&body=${encodeURIComponent(message)}`);
    expect(screen.getByText(/ne s’affiche qu’une fois/)).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    // The Web Share API is offered only where the browser has it.
    expect(within(panel).queryByRole('button', { name: 'Partager…' })).not.toBeInTheDocument();
  });

  it('offers the phone’s own share sheet where the Web Share API exists', async () => {
    serveLinks();
    const share = jest.fn(async () => undefined);
    Object.assign(navigator, { share });
    renderSocialUi(<LinkInvitationModal data={{ reservationId: RESERVATION_ID }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Créer un lien' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Partager…' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: URL_, title: 'Invitation chez Le Maquis du Lagon' }));
  });

  it('lists the open links and revokes one', async () => {
    const calls = serveLinks();
    renderSocialUi(<LinkInvitationModal data={{ reservationId: RESERVATION_ID }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Créer un lien' }));
    const list = await screen.findByRole('list', { name: 'Liens ouverts' });
    await userEvent.click(within(list).getByRole('button', { name: 'Révoquer' }));
    await waitFor(() => expect(calls.revoked).toEqual([LINK.id]));
    expect(await screen.findByText('Aucun lien ouvert.')).toBeInTheDocument();
  });
});
