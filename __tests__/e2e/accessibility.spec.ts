import { expect, test } from './support/test';
import { ROUTES } from '../../src/lib/routes';
import { expectNoSeriousAxeViolation } from './support/axe';
import { findUntranslatedKeys } from './support/untranslated-keys';

/**
 * Every route of SPEC §2 (and one detail route of each kind) must have no serious or critical axe
 * violation, and show no translation key in place of its text nor a second spelling of the CFA franc.
 */
const paths = [
  ...Object.values(ROUTES).filter((path) => path !== ROUTES.notFound),
  '/restaurant?shop=1',
  '/event/1',
  '/rewards/1',
  '/my-account/coupons/1',
  '/my-account/bookings/00000000-0000-4000-8000-000000000000',
  '/cette-page-nexiste-pas',
];

/**
 * Pages share the shell and their components across widths: every route is scanned at phone width,
 * and the routes whose desktop layout differs (header search, side panels, grids) at 1280 px too.
 */
const DESKTOP_PATHS = new Set<string>([ROUTES.home, ROUTES.restaurant, ROUTES.event, ROUTES.products, ROUTES.checkoutReservation, ROUTES.bookings, '/restaurant?shop=1', '/event/1']);

// Each scan only reads its page: both workers share them, instead of one running the whole file (six minutes) alone.
test.describe.configure({ mode: 'parallel' });

for (const path of paths) {
  test(`axe: ${path} has no serious or critical violation and no untranslated key`, async ({ page }) => {
    test.skip(test.info().project.name === 'desktop' && !DESKTOP_PATHS.has(path), 'scanned at phone width; this page lays out the same at 1280 px');
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolation(page);
    const text = await page.evaluate(() => document.body.innerText);
    expect(findUntranslatedKeys(text)).toEqual([]);
    expect(text).not.toMatch(/\bFCFA\b/);
  });
}
