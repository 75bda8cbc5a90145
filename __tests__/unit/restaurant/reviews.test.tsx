import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { buildFeedbackFilter, useFeedbacks } from '@/features/reviews/api/get-feedbacks';
import { RestaurantReviews } from '@/features/reviews/components/restaurant-reviews';
import { renderRestaurantUi } from './restaurant-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/restaurant?shop=7', query: { shop: '7' } }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const review = (n: number) => ({
  id: uuid(1000 + n),
  restaurantId: 7,
  userId: uuid(n % 3),
  authorName: ['Awa K.', 'Komi A.', 'Fatou N.'][n % 3],
  rating: 5 - (n % 3),
  comment: n === 1 ? null : `Avis numéro ${n}`,
  feedbackTypeId: null,
  criteria: [],
  date: new Date(Date.UTC(2026, 9, 30 - n, 12)).toISOString(),
  editedAt: null,
});

/** Answers like the API: 12 reviews, newest first; records every filter asked for. */
function serveReviews(total = 12) {
  const filters: unknown[] = [];
  const statsAsked: unknown[] = [];
  server.use(
    http.get('http://localhost/api/restaurant-feedbacks', ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
      filters.push(filter);
      const all = Array.from({ length: total }, (_, i) => review(i));
      return HttpResponse.json({ items: all.slice(filter.offset, filter.offset + filter.limit), total, limit: filter.limit, offset: filter.offset });
    }),
    http.get('http://localhost/api/restaurant-feedbacks/userStats', ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
      statsAsked.push(filter);
      const names = ['Awa K.', 'Komi A.', 'Fatou N.'];
      return HttpResponse.json({ items: filter.where.userId.inq.map((userId: string) => ({ userId, authorName: names[Number(userId.slice(-1))], reviewsCount: 5, averageRating: 4 })) });
    }),
  );
  return { filters, statsAsked };
}

describe('restaurant reviews', () => {
  it('§7 feedback filter: limit 10, offset 0, order date DESC by default', async () => {
    expect(buildFeedbackFilter(7)).toEqual({ where: { restaurantId: 7 }, limit: 10, offset: 0, order: 'date DESC' });
    const { filters } = serveReviews();
    renderRestaurantUi(<RestaurantReviews restaurantId={7} timeZone="Africa/Abidjan" />);
    expect(await screen.findAllByTestId('review')).toHaveLength(10);
    expect(filters).toEqual([{ where: { restaurantId: 7 }, limit: 10, offset: 0, order: 'date DESC' }]);
  });

  it('§7 "see more reviews" asks for the next page (offset 10) and hides itself when all are shown', async () => {
    const { filters } = serveReviews();
    renderRestaurantUi(<RestaurantReviews restaurantId={7} timeZone="Africa/Abidjan" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Voir plus d’avis' }));
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(12));
    expect(filters[1]).toEqual({ where: { restaurantId: 7 }, limit: 10, offset: 10, order: 'date DESC' });
    expect(screen.queryByRole('button', { name: 'Voir plus d’avis' })).not.toBeInTheDocument();
    expect(screen.getByText('12 avis sur 12')).toBeInTheDocument();
  });

  it('§7 userStats is asked once for the distinct authors shown, and each author shows their review count', async () => {
    const { statsAsked } = serveReviews();
    renderRestaurantUi(<RestaurantReviews restaurantId={7} timeZone="Africa/Abidjan" />);
    expect(await screen.findAllByText('Awa K. · 5 avis')).not.toHaveLength(0);
    expect(statsAsked[0]).toEqual({ where: { userId: { inq: [uuid(0), uuid(1), uuid(2)] } } });
  });

  it('§3 feedback dates become Date objects on the client and are shown with Intl in French', async () => {
    serveReviews();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useFeedbacks(7, 'fr'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const first = result.current.data?.pages[0]?.items[0];
    expect(first?.date).toBeInstanceOf(Date);
    expect(first?.date.toISOString()).toBe('2026-10-30T12:00:00.000Z');

    renderRestaurantUi(<RestaurantReviews restaurantId={7} timeZone="Africa/Abidjan" />);
    expect(await screen.findByText('30 octobre 2026')).toHaveAttribute('datetime', '2026-10-30T12:00:00.000Z');
  });

  it('says so when the restaurant has no reviews yet', async () => {
    serveReviews(0);
    renderRestaurantUi(<RestaurantReviews restaurantId={7} timeZone="Africa/Abidjan" />);
    expect(await screen.findByText(/Pas encore d’avis/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir plus d’avis' })).not.toBeInTheDocument();
  });
});
