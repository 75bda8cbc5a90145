import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { helpKeys } from '@/features/help/api/help-keys';
import { HelpRequestForm } from '@/features/help/components/help-request-form';
import { API, renderHelpUi } from './help-test-utils';

const BOOKING = '11111111-2222-4333-8444-555555555555';
const bookings = [
  { value: BOOKING, label: 'Chez Tantie · sam. 14 mars 2031 à 20:30' },
  { value: '22222222-2222-4333-8444-555555555555', label: 'Le Wouri · dim. 15 mars 2031 à 12:30' },
];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MESSAGE = 'Le restaurant ne répond pas, ma table tient-elle toujours ?';

describe('help request form', () => {
  it('asks about the chosen booking, says it is sent, empties itself and refreshes “My requests”', async () => {
    const bodies: unknown[] = [];
    server.use(http.post(`${API}/help-user`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ id: '33333333-2222-4333-8444-555555555555' }, { status: 201 });
    }));
    const { queryClient } = renderHelpUi(<HelpRequestForm bookings={bookings} />);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Réservation concernée'), BOOKING);
    await user.selectOptions(screen.getByLabelText('Thème'), 'Annulation et modification');
    await user.type(screen.getByLabelText('Votre question'), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Votre demande est envoyée.');
    expect(bodies).toEqual([{ reservationId: BOOKING, topic: 'cancellation', message: MESSAGE }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: helpKeys.requests() });
    expect(screen.getByLabelText('Votre question')).toHaveValue('');
    expect(screen.getByLabelText('Réservation concernée')).toHaveValue('');
    expect(screen.getByLabelText('Thème')).toHaveValue('reservations');
  });

  it('asks for a booking and a long enough message before sending anything', async () => {
    const calls: Request[] = [];
    server.use(http.post(`${API}/help-user`, ({ request }) => {
      calls.push(request);
      return HttpResponse.json({}, { status: 201 });
    }));
    renderHelpUi(<HelpRequestForm bookings={bookings} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Votre question'), 'Aide');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    await waitFor(() => expect(screen.getByLabelText('Réservation concernée')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Réservation concernée')).toHaveAccessibleDescription('Choisissez la réservation concernée.');
    expect(screen.getByLabelText('Votre question')).toHaveAccessibleDescription('Au moins 10 caractères.');
    expect(calls).toHaveLength(0);
  });

  it('a booking that is not the diner’s (404) is explained, and the message is kept', async () => {
    server.use(http.post(`${API}/help-user`, () =>
      HttpResponse.json({ error: { statusCode: 404, name: 'NotFound', message: 'Booking not found', code: 'not_found' } }, { status: 404 }),
    ));
    renderHelpUi(<HelpRequestForm bookings={bookings} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Réservation concernée'), BOOKING);
    await user.selectOptions(screen.getByLabelText('Thème'), 'Réservation');
    await user.type(screen.getByLabelText('Votre question'), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette réservation est introuvable dans votre compte.');
    expect(screen.getByLabelText('Votre question')).toHaveValue(MESSAGE);
  });
});
