import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { TMyFeedback } from '@/contracts/feedback-contract';
import { AddFeedbackModal } from '@/features/feedback/components/add-feedback-modal';
import { API, readBody, renderSocialUi, RESERVATION_ID } from './social-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/my-account/bookings/x', query: {} }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const FEEDBACK_ID = '55555555-6666-4777-8888-999999999999';
const feedbackTypes = [
  { id: 1, slug: 'food', name: 'Cuisine' }, { id: 2, slug: 'service', name: 'Service' }, { id: 3, slug: 'ambiance', name: 'Ambiance' },
  { id: 4, slug: 'value', name: 'Rapport qualité-prix' }, { id: 5, slug: 'cleanliness', name: 'Propreté' },
];
const mine = (overrides: Partial<TMyFeedback> = {}): TMyFeedback => ({
  id: FEEDBACK_ID, reservationId: RESERVATION_ID, restaurantId: 7, rating: 4, ratings: { food: 5, service: 4, ambiance: 4, value: 3 }, comment: 'Très bon repas, service attentif.',
  date: '2026-11-27T23:00:00.000Z', editedAt: null, editableUntil: '2026-12-04T23:00:00.000Z', canEdit: true, ...overrides,
});

function serve(availability: string, feedback: TMyFeedback | null = null) {
  const sent: Array<{ method: string; body: unknown }> = [];
  server.use(
    http.get(`${API}/staticData`, () => HttpResponse.json({ cities: [], foodCategories: [], moneyChanges: [], stripePublicKey: '', countries: [], feedbackTypes })),
    http.get(`${API}/restaurant-feedbacks/mine`, () => HttpResponse.json({ reservationId: RESERVATION_ID, availability, opensAt: '2026-11-27T20:00:00.000Z', feedback })),
    http.post(`${API}/restaurant-feedbacks`, async ({ request }) => {
      sent.push({ method: 'POST', body: await readBody(request) });
      return HttpResponse.json(mine(), { status: 201 });
    }),
    http.patch(`${API}/restaurant-feedbacks/${FEEDBACK_ID}`, async ({ request }) => {
      sent.push({ method: 'PATCH', body: await readBody(request) });
      return HttpResponse.json(mine({ editedAt: '2026-11-28T10:00:00.000Z' }));
    }),
  );
  return sent;
}

const rate = async (criterion: string, stars: number) => userEvent.click(within(await screen.findByRole('group', { name: criterion })).getByRole('radio', { name: `${stars} étoile${stars > 1 ? 's' : ''} sur 5` }));

describe('the add-feedback modal', () => {
  it('rates the four criteria named by the static data’s feedback types, then publishes the review', async () => {
    const sent = serve('open');
    const onSaved = jest.fn();
    renderSocialUi(<AddFeedbackModal data={{ reservationId: RESERVATION_ID }} onSaved={onSaved} />);
    for (const name of ['Cuisine', 'Service', 'Ambiance', 'Rapport qualité-prix']) expect(await screen.findByRole('group', { name })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Propreté' })).not.toBeInTheDocument();

    await rate('Cuisine', 5);
    await rate('Service', 4);
    await rate('Ambiance', 4);
    await rate('Rapport qualité-prix', 3);
    expect(screen.getByText('Note globale : 4 étoiles sur 5.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre avis' }), 'Très bon repas, service attentif.');
    await userEvent.click(screen.getByRole('button', { name: 'Publier mon avis' }));

    expect(await screen.findByTestId('feedback-thanks')).toHaveTextContent('Merci ! Votre avis est publié sur la page du restaurant.');
    expect(sent).toEqual([{ method: 'POST', body: { reservationId: RESERVATION_ID, ratings: { food: 5, service: 4, ambiance: 4, value: 3 }, comment: 'Très bon repas, service attentif.' } }]);
    expect(screen.getByRole('link', { name: 'Voir la page du restaurant' })).toHaveAttribute('href', '/restaurant?shop=7#reviews');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: FEEDBACK_ID }));
  });

  it('asks for every mark and a few words before sending anything', async () => {
    const sent = serve('open');
    renderSocialUi(<AddFeedbackModal data={{ reservationId: RESERVATION_ID }} />);
    await rate('Cuisine', 2);
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre avis' }), 'Bof');
    await userEvent.click(screen.getByRole('button', { name: 'Publier mon avis' }));
    expect(await screen.findAllByText('Choisissez une note de 1 à 5.')).toHaveLength(3);
    expect(screen.getByText('Écrivez au moins 10 caractères.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('changes a review while it may still change, prefilled with the diner’s marks and words', async () => {
    const sent = serve('written', mine());
    renderSocialUi(<AddFeedbackModal data={{ reservationId: RESERVATION_ID }} />);
    expect(await screen.findByText(/Vous pouvez modifier votre avis jusqu’au/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Cuisine' })).getByRole('radio', { name: '5 étoiles sur 5' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Votre avis' })).toHaveValue('Très bon repas, service attentif.');
    await rate('Rapport qualité-prix', 1);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PATCH', body: { ratings: { food: 5, service: 4, ambiance: 4, value: 1 }, comment: 'Très bon repas, service attentif.' } }]));
  });

  it('explains why there is no form: before the meal, once the review is locked', async () => {
    serve('too_early');
    const { unmount } = renderSocialUi(<AddFeedbackModal data={{ reservationId: RESERVATION_ID }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Vous pourrez donner votre avis après votre repas, à partir du 27 novembre/);
    unmount();
    serve('written', mine({ canEdit: false }));
    renderSocialUi(<AddFeedbackModal data={{ reservationId: RESERVATION_ID }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('le délai pour le modifier est passé');
    expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).not.toBeInTheDocument();
  });
});
