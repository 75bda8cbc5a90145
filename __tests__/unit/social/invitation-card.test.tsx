import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { TInvitationPreview } from '@/contracts/group-contract';
import { InvitationCard } from '@/features/invitations/components/invitation-card';
import { getUiState, resetUiState } from '@/lib/ui-state/ui-store';
import { API, buildGroup, readBody, renderSocialUi, RESERVATION_ID } from './social-test-utils';

const push = jest.fn(async () => true);
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/invitation/x', query: {}, push }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetUiState();
  push.mockClear();
});
afterAll(() => server.close());

const ACCESS = 'b'.repeat(43);

function buildPreview(overrides: Partial<TInvitationPreview> = {}): TInvitationPreview {
  return {
    hostName: 'Awa K.', partySize: 4, startsAt: '2026-11-27T20:00:00.000Z', timeZone: 'Africa/Abidjan', isOpen: true,
    restaurant: { id: 7, name: 'Le Maquis du Lagon', cityName: 'Abidjan', imageUrl: '/images/photos/x.webp' },
    viewer: { role: 'visitor', status: null, reservationId: null },
    ...overrides,
  };
}

describe('an invitation link’s page', () => {
  it('says who invites, where, when (the restaurant’s clock) and for how many', () => {
    renderSocialUi(<InvitationCard accessId={ACCESS} preview={buildPreview()} isSignedIn={false} />);
    expect(screen.getByRole('heading', { name: 'Awa K. vous invite à sa table' })).toBeInTheDocument();
    expect(screen.getByText('Le Maquis du Lagon, Abidjan')).toBeInTheDocument();
    expect(screen.getByTestId('invitation-when')).toHaveTextContent('vendredi 27 novembre à 20:00');
    expect(screen.getByText('Pour 4 personnes')).toBeInTheDocument();
  });

  it('asks a visitor to sign in before answering, and stays on the invitation', async () => {
    renderSocialUi(<InvitationCard accessId={ACCESS} preview={buildPreview()} isSignedIn={false} />);
    expect(screen.getByText(/Connectez-vous ou créez votre compte pour répondre/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'J’accepte' }));
    expect(getUiState().modalView).toBe('LOGIN');
    expect(push).not.toHaveBeenCalled();
  });

  it('accepts for a signed-in diner and opens the booking', async () => {
    const answers: unknown[] = [];
    server.use(
      http.patch(`${API}/groups/users/${ACCESS}`, async ({ request }) => {
        answers.push(await readBody(request));
        return HttpResponse.json(buildGroup({ role: 'guest', myStatus: 'accepted' }));
      }),
    );
    renderSocialUi(<InvitationCard accessId={ACCESS} preview={buildPreview()} isSignedIn />);
    await userEvent.click(screen.getByRole('button', { name: 'J’accepte' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/my-account/bookings/${RESERVATION_ID}`));
    expect(answers).toEqual([{ status: 'accepted' }]);
  });

  it('declines, says it was noted, and still lets the diner change their mind', async () => {
    server.use(http.patch(`${API}/groups/users/${ACCESS}`, () => HttpResponse.json(buildGroup({ role: 'guest', myStatus: 'declined' }))));
    renderSocialUi(<InvitationCard accessId={ACCESS} preview={buildPreview()} isSignedIn />);
    await userEvent.click(screen.getByRole('button', { name: 'Je ne peux pas' }));
    expect(await screen.findByText(/C’est noté : vous ne venez pas/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'J’accepte' })).toBeInTheDocument();
  });

  it('shows why a diner cannot come when the table is full', async () => {
    server.use(http.patch(`${API}/groups/users/${ACCESS}`, () => HttpResponse.json({ error: { statusCode: 409, name: 'ConflictError', message: 'full', code: 'group_full' } }, { status: 409 })));
    renderSocialUi(<InvitationCard accessId={ACCESS} preview={buildPreview()} isSignedIn />);
    await userEvent.click(screen.getByRole('button', { name: 'J’accepte' }));
    expect(await screen.findByText('La table est complète : toutes les places sont prises.')).toBeInTheDocument();
  });

  it('leads a guest who is coming (or the host) to the booking instead of asking again', () => {
    renderSocialUi(<InvitationCard accessId={ACCESS} preview={buildPreview({ viewer: { role: 'guest', status: 'accepted', reservationId: RESERVATION_ID } })} isSignedIn />);
    expect(screen.getByText('Vous venez : à bientôt à table !')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la réservation' })).toHaveAttribute('href', `/my-account/bookings/${RESERVATION_ID}`);
    expect(screen.queryByRole('button', { name: 'J’accepte' })).not.toBeInTheDocument();
  });

  it('says so when the booking no longer takes guests', () => {
    renderSocialUi(<InvitationCard accessId={ACCESS} preview={buildPreview({ isOpen: false })} isSignedIn />);
    expect(screen.getByRole('alert')).toHaveTextContent('Cette réservation n’accueille plus d’invités');
    expect(screen.queryByRole('button', { name: 'J’accepte' })).not.toBeInTheDocument();
  });
});
