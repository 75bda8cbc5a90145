import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { THelpQuestion } from '@/contracts/help-contract';
import { HelpQuestionsBrowser } from '@/features/help/components/help-questions-browser';
import { API, renderHelpUi } from './help-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr' }) }));

const QUESTIONS: THelpQuestion[] = [
  { id: 1, topic: 'reservations', question: 'Comment réserver une table ?', answer: 'Ouvrez la page du restaurant.' },
  { id: 2, topic: 'reservations', question: 'Où retrouver mes réservations ?', answer: 'Dans Mon compte.' },
  { id: 3, topic: 'cancellation', question: 'Comment annuler ma réservation ?', answer: 'Ouvrez la réservation et annulez-la.' },
];

const server = setupServer();
const seen: URLSearchParams[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
  server.use(http.get(`${API}/help-questions`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    seen.push(params);
    const q = params.get('q');
    const topic = params.get('topic');
    const items = QUESTIONS.filter((item) => (!topic || item.topic === topic) && (!q || item.question.includes(q)));
    return HttpResponse.json({ items });
  }));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('help questions browser', () => {
  it('shows every question under its topic, each opening on its answer', async () => {
    renderHelpUi(<HelpQuestionsBrowser headingLevel={2} />);
    const reservations = await screen.findByRole('region', { name: 'Réservation 2 questions' });
    expect(within(reservations).getAllByTestId('help-question')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Annulation et modification 1 question' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByText('Comment réserver une table ?'));
    expect(screen.getByText('Comment réserver une table ?').closest('details')).toHaveAttribute('open');
    expect(seen[0].get('lang')).toBe('fr');
  });

  it('searches once typing pauses, says how many answers match, and lists them best first with the first one open', async () => {
    renderHelpUi(<HelpQuestionsBrowser headingLevel={2} />);
    await screen.findAllByTestId('help-question');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans l’aide' }), 'annuler');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 réponse pour « annuler »'));
    const [only] = screen.getAllByTestId('help-question');
    expect(only).toHaveTextContent('Comment annuler ma réservation ?');
    expect(only).toHaveAttribute('open');
    expect(seen.map((params) => params.get('q'))).toEqual([null, 'annuler']);
  });

  it('narrows to one topic, and clearing the search brings that topic’s questions back', async () => {
    renderHelpUi(<HelpQuestionsBrowser headingLevel={3} />);
    await screen.findAllByTestId('help-question');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Annulation et modification' }));
    await waitFor(() => expect(screen.getAllByTestId('help-question')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 3, name: /Annulation et modification/ })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'table');
    expect(await screen.findByText('Aucune réponse ne correspond à « table ».')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await waitFor(() => expect(screen.getAllByTestId('help-question')).toHaveLength(1));
    expect(seen.at(-1)?.get('topic')).toBe('cancellation');
  });
});
