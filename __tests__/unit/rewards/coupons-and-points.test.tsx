import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PointsBalance } from '@/features/rewards/components/points-balance';
import { PointsLedger } from '@/features/rewards/components/points-ledger';
import { UserCouponsList } from '@/features/rewards/components/user-coupons-list';
import { resetUiState, setAuthorized } from '@/lib/ui-state/ui-store';
import { CouponDetailScreen } from '@/screens/coupons/coupon-detail-screen';
import { API, buildUserCoupon, renderRewardsUi } from './rewards-test-utils';

const router = { locale: 'fr', asPath: '/my-account/coupons', pathname: '/my-account/coupons', query: {} as Record<string, string> };
jest.mock('next/router', () => ({ useRouter: () => router }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setAuthorized(true));
afterEach(() => {
  server.resetHandlers();
  act(() => resetUiState());
  router.locale = 'fr';
  router.query = {};
});
afterAll(() => server.close());

const uuid = (n: number) => `aaaaaaaa-bbbb-4ccc-8ddd-00000000000${n}`;
const available = buildUserCoupon({ id: uuid(1), code: 'RWD-LIBRE' });
const used = buildUserCoupon({ id: uuid(2), code: 'RWD-SERVI', status: 'used', usedAt: '2026-11-22T10:00:00.000Z', acquiredAt: '2026-11-21T10:00:00.000Z' });
const expired = buildUserCoupon({ id: uuid(3), code: 'RWD-PASSE', status: 'expired', expiresAt: '2026-11-01T10:00:00.000Z', acquiredAt: '2026-10-01T10:00:00.000Z' });

describe('the diner’s coupons (§2 /my-account/coupons)', () => {
  it('lists usable coupons first, then used and expired ones with their state and date, each linking to its page', async () => {
    server.use(http.get(`${API}/user-coupons`, () => HttpResponse.json({ items: [expired, used, available] })));
    renderRewardsUi(<UserCouponsList isSignedIn />);

    const cards = await screen.findAllByTestId('user-coupon');
    expect(cards.map((card) => card.getAttribute('data-status'))).toEqual(['available', 'used', 'expired']);
    expect(within(cards[0]).getByTestId('coupon-status')).toHaveTextContent('Disponible');
    expect(cards[0]).toHaveTextContent('Valable jusqu’au 20 décembre 2026');
    expect(within(cards[1]).getByTestId('coupon-status')).toHaveTextContent('Utilisé');
    expect(cards[1]).toHaveTextContent('Utilisé le 22 novembre 2026');
    expect(cards[2]).toHaveTextContent('Expiré le 1 novembre 2026');
    expect(within(cards[2]).getByRole('link', { name: 'Dessert offert' })).toHaveAttribute('href', `/my-account/coupons/${uuid(3)}`);
  });

  it('with no coupon, says so and leads to the rewards', async () => {
    server.use(http.get(`${API}/user-coupons`, () => HttpResponse.json({ items: [] })));
    renderRewardsUi(<UserCouponsList isSignedIn />);

    expect(await screen.findByTestId('user-coupons-empty')).toHaveTextContent('Pas encore de coupon');
    expect(screen.getByRole('link', { name: 'Voir les récompenses' })).toHaveAttribute('href', '/rewards');
  });

  it('a failed load is said, with a retry', async () => {
    server.use(http.get(`${API}/user-coupons`, () => HttpResponse.json({ error: { statusCode: 503, name: 'x', message: 'x', code: 'unavailable' } }, { status: 503 })));
    renderRewardsUi(<UserCouponsList isSignedIn />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger vos coupons pour le moment.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('a coupon’s page shows its code large and copyable, the reward it came from and its expiry', async () => {
    router.query = { id: uuid(1) };
    server.use(http.get(`${API}/user-coupons/${uuid(1)}`, () => HttpResponse.json(available)));
    renderRewardsUi(<CouponDetailScreen />);

    const details = await screen.findByTestId('coupon-details');
    expect(within(details).getByTestId('coupon-code')).toHaveTextContent('RWD-LIBRE');
    expect(within(details).getByRole('button', { name: 'Copier le code RWD-LIBRE' })).toBeInTheDocument();
    expect(details).toHaveTextContent(/2\s000\sF CFA de réduction/);
    expect(details).toHaveTextContent('Valable jusqu’au 20 décembre 2026');
  });

  it('another diner’s coupon (404) or a malformed id shows the not-found view', async () => {
    router.query = { id: uuid(9) };
    server.use(http.get(`${API}/user-coupons/${uuid(9)}`, () => HttpResponse.json({ error: { statusCode: 404, name: 'NotFoundError', message: 'x', code: 'not_found' } }, { status: 404 })));
    const { unmount } = renderRewardsUi(<CouponDetailScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    unmount();

    router.query = { id: 'pas-un-coupon' };
    renderRewardsUi(<CouponDetailScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });
});

describe('points (§2 /rewards)', () => {
  it('the balance is written with the locale’s digit grouping and plural', () => {
    const { unmount } = renderRewardsUi(<PointsBalance balance={12500} />);
    expect(screen.getByTestId('points-balance')).toHaveTextContent(/12\s500 points/);
    expect(screen.getByTestId('points-balance')).toHaveTextContent(/1 point pour 100\sF CFA dépensés/);
    unmount();

    router.locale = 'en';
    const english = renderRewardsUi(<PointsBalance balance={12500} />, { locale: 'en' });
    expect(screen.getByTestId('points-balance')).toHaveTextContent('12,500 points');
    english.unmount();

    router.locale = 'fr';
    renderRewardsUi(<PointsBalance balance={1} />);
    expect(screen.getByTestId('points-balance')).toHaveTextContent(/^Vos points1 point/);
  });

  it('the ledger says why and when points came and went, signed', () => {
    renderRewardsUi(
      <PointsLedger
        entries={[
          { id: uuid(4), delta: -1500, reason: 'reward_redeemed', referenceId: null, createdAt: '2026-11-25T10:00:00.000Z' },
          { id: uuid(5), delta: 50, reason: 'booking_honoured', referenceId: null, createdAt: '2026-11-20T10:00:00.000Z' },
        ]}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Historique de vos points' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/Récompense échangée25 novembre 2026-1\s500 pts/);
    expect(rows[1]).toHaveTextContent(/Réservation honorée20 novembre 2026\+50 pts/);
  });
});
