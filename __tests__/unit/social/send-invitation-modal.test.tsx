import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SendInvitationModal } from '@/features/invitations/components/send-invitation-modal';
import { getUiState, resetUiState } from '@/lib/ui-state/ui-store';
import { API, buildGroup, GROUP_ID, readBody, renderSocialUi, RESERVATION_ID } from './social-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/my-account/bookings/x', query: {} }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetUiState();
});
afterAll(() => server.close());

const notFound = { error: { statusCode: 404, name: 'NotFoundError', message: 'Diner not found', code: 'not_found' } };

function serveGroup({ existing = true } = {}) {
  const calls = { opened: 0, invited: [] as unknown[] };
  server.use(
    http.get(`${API}/groups`, () => HttpResponse.json({ group: existing || calls.opened > 0 ? buildGroup() : null })),
    http.post(`${API}/groups`, () => {
      calls.opened += 1;
      return HttpResponse.json(buildGroup(), { status: 201 });
    }),
    http.post(`${API}/groups/${GROUP_ID}/invitations`, async ({ request }) => {
      const body = (await readBody(request)) as { email?: string };
      calls.invited.push(body);
      if (body.email === 'nobody@example.ci') return HttpResponse.json(notFound, { status: 404 });
      return HttpResponse.json(buildGroup({ members: [{ invitationId: GROUP_ID, name: 'Moussa S.', status: 'pending', isMe: false, respondedAt: null }] }), { status: 201 });
    }),
  );
  return calls;
}

describe('the send-invitation modal', () => {
  it('opens the booking’s group the first time the host comes to invite, and says how many seats are left', async () => {
    const calls = serveGroup({ existing: false });
    renderSocialUi(<SendInvitationModal data={{ reservationId: RESERVATION_ID }} />);
    expect(await screen.findByText('Encore 3 places libres à votre table.')).toBeInTheDocument();
    expect(calls.opened).toBe(1);
    expect(screen.getByRole('heading', { name: 'Inviter à votre table' })).toHaveAttribute('id', 'modal-title');
  });

  it('invites an existing diner by e-mail and says to whom it went', async () => {
    const calls = serveGroup();
    renderSocialUi(<SendInvitationModal data={{ reservationId: RESERVATION_ID }} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail ou numéro de téléphone' }), 'Moussa@Example.ci');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await screen.findByText('Moussa S. reçoit votre invitation par e-mail.')).toBeInTheDocument();
    expect(calls.invited).toEqual([{ email: 'moussa@example.ci' }]);
    expect(screen.getByRole('textbox', { name: 'E-mail ou numéro de téléphone' })).toHaveValue('');
  });

  it('reads a phone number as typed into its international form', async () => {
    const calls = serveGroup();
    renderSocialUi(<SendInvitationModal data={{ reservationId: RESERVATION_ID }} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail ou numéro de téléphone' }), '+225 07 08 09 10 11');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    await waitFor(() => expect(calls.invited).toEqual([{ phone: '+2250708091011' }]));
  });

  it('refuses what is neither an e-mail nor a phone number without asking the API, and shows the API’s refusal', async () => {
    const calls = serveGroup();
    renderSocialUi(<SendInvitationModal data={{ reservationId: RESERVATION_ID }} />);
    const field = await screen.findByRole('textbox', { name: 'E-mail ou numéro de téléphone' });
    await userEvent.type(field, 'moussa');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await screen.findByText('Saisissez une adresse e-mail ou un numéro au format international (+225…).')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.invited).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'nobody@example.ci');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await screen.findByText(/Aucun compte Tablée avec cette adresse ou ce numéro/)).toBeInTheDocument();
  });

  it('leads to the link-invitation view for friends without an account', async () => {
    serveGroup();
    renderSocialUi(<SendInvitationModal data={{ reservationId: RESERVATION_ID }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Créer un lien d’invitation' }));
    expect(getUiState()).toMatchObject({ modalView: 'LINK_INVITATION', modalData: { reservationId: RESERVATION_ID } });
  });

  it('shows an error state when opened without a booking', () => {
    renderSocialUi(<SendInvitationModal data={{ reservationId: 'nope' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Cette invitation ne peut pas s’ouvrir.');
  });
});
