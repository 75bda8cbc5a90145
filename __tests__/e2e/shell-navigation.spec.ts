import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test';
import { signInNewDiner } from './support/diner-accounts';
import { ROUTES } from '../../src/lib/routes';

/** Routes another part owns (their own specs) or that are not pages of the shell. */
const NOT_SHELL = new Set<string>([ROUTES.login, ROUTES.signIn, ROUTES.signUp, ROUTES.forgotPassword]);

async function firstRestaurant(request: APIRequestContext) {
  const response = await request.get('/api/restaurants', { params: { filter: JSON.stringify({ limit: 1, order: ['id ASC'] }) } });
  expect(response.ok()).toBe(true);
  return ((await response.json()).items as Array<{ id: number; name: string; cityName: string }>)[0];
}

const signIn = (request: APIRequestContext, context: BrowserContext) => signInNewDiner(request, context, { label: 'shell' });

/** A coupon id that is nobody's (another diner's or none) is a real 404, like /404 itself. */
const UNKNOWN_COUPON = '/my-account/coupons/7';
const EXPECTED_404 = new Set<string>([ROUTES.notFound, UNKNOWN_COUPON]);

/** Chromium logs the 404 status of those documents themselves; that is the page working. */
const isExpectedNotFound = (url: string, text: string) => [...EXPECTED_404].some((path) => url.endsWith(path)) && text.includes('status of 404');
/** The staff space asks GET /manager/restaurants; a diner's 403 is what makes it say "staff only". */
const isExpectedStaffOnly = (url: string, text: string) => url.endsWith(ROUTES.manager) && text.includes('status of 403');

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpectedNotFound(page.url(), message.text()) && !isExpectedStaffOnly(page.url(), message.text())) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test.describe('app shell', () => {
  test('§2 every route (and one detail route of each kind) renders its heading with no console error', async ({ page, request, context }) => {
    test.skip(test.info().project.name === 'desktop', 'the same server-rendered pages as at phone width; the axe scan and the flows cover desktop layouts');
    test.setTimeout(180_000);
    const restaurant = await firstRestaurant(request);
    await signIn(request, context);
    const errors = collectErrors(page);
    const paths = [
      ...Object.values(ROUTES).filter((path) => !NOT_SHELL.has(path)),
      `/restaurant?shop=${restaurant.id}`,
      '/event/5',
      '/rewards/3',
      UNKNOWN_COUPON,
      '/my-account/bookings/11',
    ];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(EXPECTED_404.has(path) ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(page.locator('header').first(), path).toBeVisible();
      await expect(page.locator('footer'), path).toBeVisible();
    }
    await page.goto(`/restaurant?shop=${restaurant.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.name);
    expect(errors).toEqual([]);
  });

  test('§2 the restaurant page shares its name, cover picture and city; an unknown shop is a real 404', async ({ page, request }) => {
    const restaurant = await firstRestaurant(request);
    await page.goto(`/restaurant?shop=${restaurant.id}`);
    await expect(page).toHaveTitle(`${restaurant.name} · Tablée`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${restaurant.name} · Tablée`);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', new RegExp(restaurant.cityName));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\.(webp|jpe?g|png)$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/restaurant\\?shop=${restaurant.id}$`));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    const missing = await page.goto('/restaurant?shop=999999');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  });

  test('§2 the English site tags itself en_IE', async ({ page }) => {
    await page.goto('/en/faq');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_IE');
    await expect(page).toHaveTitle('Frequently asked questions · Tablée');
  });

  test('§2 language menu: fr → en → fr keeps the page and survives a reload', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/faq?from=test');
    await page.getByRole('button', { name: 'Langue' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/faq\?from=test$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/en\/faq$/);

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes');
    expect(errors).toEqual([]);
  });

  test('§2 the language menu works from the keyboard: arrows move, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Langue' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Français' })).toBeFocused();
    await expect(page.getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('§2 account menu: a visitor gets "Se connecter"; a signed-in diner opens the menu from the keyboard', async ({ page, request, context }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await signIn(request, context);
    await page.reload();
    const account = page.getByRole('button', { name: 'Mon compte' });
    if (test.info().project.name === 'mobile') {
      await expect(account).toBeVisible();
      await expect(account).not.toHaveAttribute('aria-haspopup', 'menu');
      return;
    }
    await account.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#menu-reservations')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('#menu-logout')).toBeFocused();
    await expect(page.locator('#menu-my-rewards')).toHaveAttribute('href', '/my-account/coupons');
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-account\/bookings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
  });

  test('§2 Rewards link, search and filter lead to their pages', async ({ page }) => {
    await page.goto('/');
    await page.locator('#menu-rewards').click();
    await expect(page).toHaveURL(/\/rewards$/);

    if (test.info().project.name === 'mobile') {
      await page.getByRole('button', { name: 'Ouvrir la recherche' }).click();
    }
    await page.getByRole('searchbox', { name: 'Rechercher un restaurant' }).fill('grill');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/restaurant\?q=grill/);

    await page.goto('/rewards');
    await page.getByRole('button', { name: 'Filtres' }).click();
    const city = page.getByRole('combobox', { name: 'Ville' });
    await expect(city.locator('option')).not.toHaveCount(1);
    const cityValue = await city.locator('option').nth(1).getAttribute('value');
    await city.selectOption(cityValue!);
    await page.getByRole('button', { name: 'Voir les restaurants' }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurant\\?city=${cityValue}$`));
  });

  test('§2 the header turns compact and sticky after scrolling', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-compact', 'false');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-compact', 'false');
  });

  test('§2 Arabic displays right-to-left', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('§2 screen views are reported with the path and class', async ({ page, request }) => {
    const restaurant = await firstRestaurant(request);
    await page.goto('/faq');
    await expect.poll(() => page.evaluate(() => window.__tableeAnalytics?.events.at(-1))).toEqual({ path: '/faq', screenClass: 'search' });
    await page.goto(`/restaurant?shop=${restaurant.id}`);
    await expect.poll(() => page.evaluate(() => window.__tableeAnalytics?.events.at(-1))).toEqual({ path: `/restaurant?shop=${restaurant.id}`, screenClass: 'restaurant' });
    await page.locator('#menu-rewards').click();
    await expect.poll(() => page.evaluate(() => window.__tableeAnalytics?.events.at(-1))).toEqual({ path: '/rewards', screenClass: 'search' });
  });

  test('the header fits a 360px phone without sideways scrolling', async ({ page, request }) => {
    test.skip(test.info().project.name !== 'mobile', 'phone layout');
    const restaurant = await firstRestaurant(request);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/restaurant?shop=${restaurant.id}`);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Filtres' }).click();
    await expect(page.getByRole('combobox', { name: 'Ville' }).locator('option')).not.toHaveCount(1);
    await page.getByRole('button', { name: 'Ouvrir la recherche' }).click();
    await expect(page.getByRole('searchbox', { name: 'Rechercher un restaurant' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Ouvrir la recherche' })).toBeFocused();
  });
});
