import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RedeemPanel } from '@/features/rewards/components/redeem-panel';
import { resetUiState } from '@/lib/ui-state/ui-store';
import { API, buildReward, buildUserCoupon, renderRewardsUi } from './rewards-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/rewards/3', pathname: '/rewards/[id]', query: { id: '3' } }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  act(() => resetUiState());
});
afterAll(() => server.close());

/** Intl groups digits with a narrow no-break space in French: names are matched with any space there. */
const named = (text: string) => new RegExp(`^${text.replace(/(\d) (\d)/g, '$1\\s$2')}$`);

const coupon = buildUserCoupon({ code: 'RWD-DESS-42' });
const errorBody = (code: string) => ({ error: { statusCode: 409, name: 'ConflictError', message: code, code } });

/** Holds every redeem until the test releases it, so presses land while one is in flight. */
function serveHeldRedeem(status = 201) {
  const calls: number[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(`${API}/reward-coupons/:id/redeem`, async ({ params }) => {
      calls.push(Number(params.id));
      await gate;
      return HttpResponse.json({ coupon, balance: 500 }, { status });
    }),
    // What the redeem invalidates is read again afterwards.
    http.get(`${API}/*`, () => HttpResponse.json({ items: [], balance: 500, entries: [] })),
  );
  return { calls, release: () => release() };
}

describe('redeeming a reward (§2 rewards detail)', () => {
  it('two presses in the same instant send one request, and the button stays disabled while it is in flight', async () => {
    const { calls, release } = serveHeldRedeem();
    renderRewardsUi(<RedeemPanel reward={buildReward()} balance={2000} isSignedIn />);
    const button = screen.getByRole('button', { name: named('Échanger 1 500 points') });

    // Both clicks land before React re-renders the button disabled (a double tap).
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    const pending = await screen.findByRole('button', { name: 'Échange en cours…' });
    expect(pending).toBeDisabled();
    fireEvent.click(pending);
    expect(calls).toEqual([3]);

    release();
    expect(await screen.findByRole('status')).toHaveTextContent('C’est échangé !');
    expect(calls).toEqual([3]);
  });

  it('shows the new coupon’s code and links to it', async () => {
    const { release } = serveHeldRedeem();
    const user = userEvent.setup();
    renderRewardsUi(<RedeemPanel reward={buildReward()} balance={2000} isSignedIn />);
    await user.click(screen.getByRole('button', { name: named('Échanger 1 500 points') }));
    release();

    expect(await screen.findByTestId('coupon-code')).toHaveTextContent('RWD-DESS-42');
    expect(screen.getByRole('button', { name: 'Copier le code RWD-DESS-42' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mon coupon' })).toHaveAttribute('href', `/my-account/coupons/${coupon.id}`);
  });

  it('the coupon already held (200, a press from another tab) shows the same success view', async () => {
    const { release } = serveHeldRedeem(200);
    const user = userEvent.setup();
    renderRewardsUi(<RedeemPanel reward={buildReward()} balance={2000} isSignedIn />);
    await user.click(screen.getByRole('button', { name: named('Échanger 1 500 points') }));
    release();

    expect(await screen.findByTestId('coupon-code')).toHaveTextContent('RWD-DESS-42');
  });

  it('with too few points the button is disabled and says how many are missing, with Intl grouping', () => {
    renderRewardsUi(<RedeemPanel reward={buildReward({ pointsCost: 12500, canRedeem: false })} balance={1250} isSignedIn />);

    expect(screen.getByRole('button', { name: named('Échanger 12 500 points') })).toBeDisabled();
    expect(screen.getByTestId('redeem-blocker')).toHaveTextContent(/^Il vous manque 11\s250 points\.$/);
  });

  it('a refusal from the server (points spent elsewhere meanwhile) is said in words', async () => {
    server.use(
      http.post(`${API}/reward-coupons/:id/redeem`, () => HttpResponse.json(errorBody('insufficient_points'), { status: 409 })),
      http.get(`${API}/*`, () => HttpResponse.json({ items: [], balance: 0, entries: [] })),
    );
    const user = userEvent.setup();
    renderRewardsUi(<RedeemPanel reward={buildReward()} balance={2000} isSignedIn />);
    await user.click(screen.getByRole('button', { name: named('Échanger 1 500 points') }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Vous n’avez plus assez de points pour cette récompense.');
  });

  it('an out-of-stock reward cannot be pressed; a visitor is asked to log in instead', () => {
    const { unmount } = renderRewardsUi(<RedeemPanel reward={buildReward({ stock: 0, canRedeem: false })} balance={2000} isSignedIn />);
    expect(screen.getByRole('button', { name: named('Échanger 1 500 points') })).toBeDisabled();
    expect(screen.getByTestId('redeem-blocker')).toHaveTextContent('Cette récompense est épuisée.');
    unmount();

    renderRewardsUi(<RedeemPanel reward={buildReward({ canRedeem: false })} balance={null} isSignedIn={false} />);
    expect(screen.queryByRole('button', { name: /Échanger/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });
});
