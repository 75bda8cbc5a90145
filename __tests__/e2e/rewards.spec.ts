import { expect, test } from './support/test';
import { signInNewDiner } from './support/diner-accounts';

interface TRewardItem {
  id: number;
  title: string;
  pointsCost: number;
}

/** Digits grouped with Intl's (narrow) no-break space in French: "1 500". */
const grouped = (value: number) => new RegExp(new Intl.NumberFormat('fr-FR').format(value).replace(/\s/g, '\\s'));

test.describe('rewards and coupons @any-width', () => {
  test('§2 a visitor sees the catalogue, each reward linking to its page, and is asked to log in to redeem', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/reward-coupons')).json()) as { items: TRewardItem[] };
    expect(items.length).toBeGreaterThan(0);
    await page.goto('/rewards');
    await expect(page.getByRole('heading', { level: 2, name: 'Gagnez des points à chaque repas' })).toBeVisible();
    const catalogue = page.getByRole('list', { name: 'Récompenses à échanger' });
    await expect(catalogue.getByRole('listitem')).toHaveCount(items.length);
    await catalogue.getByRole('link', { name: items[0].title }).click();

    await expect(page).toHaveURL(new RegExp(`/rewards/${items[0].id}$`));
    await expect(page.getByRole('heading', { level: 1, name: items[0].title })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Échanger/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Se connecter' }).last()).toBeVisible();
  });

  test('§2 an unknown reward is a real 404', async ({ page }) => {
    expect((await page.goto('/rewards/999999'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  });

  test('§2 a new diner has no points: the balance says 0, and a reward says how many points are missing', async ({ page, request, context }) => {
    await signInNewDiner(request, context, { label: 'rewards' });
    await page.goto('/rewards');
    await expect(page.getByTestId('points-balance')).toContainText('0 point');
    await expect(page.getByText('Pas encore de points')).toBeVisible();

    const { items } = (await (await request.get('/api/reward-coupons')).json()) as { items: TRewardItem[] };
    const reward = items[0];
    await page.goto(`/rewards/${reward.id}`);
    const redeem = page.getByRole('button', { name: new RegExp(`^Échanger ${grouped(reward.pointsCost).source} points?$`) });
    await expect(redeem).toBeDisabled();
    await expect(page.getByTestId('redeem-blocker')).toHaveText(new RegExp(`^Il vous manque ${grouped(reward.pointsCost).source} points?\\.$`));
  });

  test('§2 my coupons: none yet, the running offers with their codes to copy, and a coupon that is not mine is a real 404', async ({ page, request, context }) => {
    await signInNewDiner(request, context, { label: 'coupons' });
    await page.goto('/my-account/coupons');
    await expect(page.getByTestId('user-coupons-empty')).toBeVisible();
    const offers = page.getByRole('list', { name: 'Offres du moment' });
    await expect(offers.getByRole('listitem').first()).toBeVisible();
    await expect(offers.getByRole('button', { name: /^Copier le code / }).first()).toBeVisible();

    expect((await page.goto('/my-account/coupons/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  });
});
