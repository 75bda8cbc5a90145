import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ROUTES } from '../../src/lib/routes';

/** Every route of SPEC §2 (and one detail route of each kind) must have no serious or critical axe violation. */
const paths = [
  ...Object.values(ROUTES).filter((path) => path !== ROUTES.notFound),
  '/restaurant?shop=1',
  '/event/1',
  '/rewards/1',
  '/my-account/coupons/1',
  '/my-account/bookings/00000000-0000-4000-8000-000000000000',
  '/cette-page-nexiste-pas',
];

for (const path of paths) {
  test(`axe: ${path} has no serious or critical violation`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}
