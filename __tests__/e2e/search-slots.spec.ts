import { expect, test } from './support/test';
import { signInNewDiner } from './support/diner-accounts';

// Two days ahead in Abidjan (UTC+0): far enough from the booking flow's "tomorrow", and never inside the minimum notice.
const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Abidjan' }).format(new Date(Date.now() + 2 * 86_400_000));
const SEARCH = `/restaurant?date=${date}&time=19:30&party=2`;

test.describe('search results: free times on each card', () => {
  test('a diner searching for a date, time and party taps a free time on a card: the booking opens with that day, party and time chosen', async ({ page, request, context }) => {
    test.setTimeout(90_000);
    await signInNewDiner(request, context, { label: 'search-slots' });
    await page.goto(SEARCH);
    const results = page.getByTestId('search-results');
    await expect(results).toBeVisible();
    const chip = results.getByRole('button', { name: /^Réserver à \d\d:\d\d$/ }).first();
    await expect(chip).toBeVisible();
    const label = (await chip.getAttribute('aria-label'))!;
    const time = label.replace('Réserver à ', '');
    const startsAt = await chip.getAttribute('data-starts-at');
    await chip.focus();
    await page.keyboard.press('Enter');

    const modal = page.getByRole('dialog', { name: 'Réserver une table' });
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('guests-value')).toHaveText('2 personnes');
    await expect(modal.locator(`[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');
    const chosen = modal.getByTestId('slots').locator(`[data-starts-at="${startsAt}"]`);
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(chosen).toHaveText(time);

    await page.screenshot({ path: `/tmp/search-slots-modal-${test.info().project.name}.png` });
  });

  test('screenshots of the results with their free times', async ({ page }) => {
    await page.goto(SEARCH);
    await expect(page.getByTestId('result-slots').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/search-slots-results-${test.info().project.name}.png`, fullPage: false });
    await page.getByTestId('search-results').screenshot({ path: `/tmp/search-slots-grid-${test.info().project.name}.png` });
  });
});
