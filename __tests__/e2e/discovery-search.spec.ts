import { expect, test, type Locator, type Page } from './support/test';

const isMobile = () => test.info().project.name === 'mobile';

const results = (page: Page) => page.getByTestId('search-results');
const resultNames = (page: Page) => results(page).getByRole('heading', { level: 3 }).allInnerTexts();
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /restaurant/i }).first();

async function pickCategory(page: Page, label: string) {
  if (isMobile()) {
    await page.getByRole('main').getByRole('button', { name: /^Filtres/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtres' });
    await sheet.getByLabel('Type de cuisine').selectOption({ label });
    await sheet.getByRole('button', { name: 'Appliquer (1)' }).click();
    await expect(sheet).toBeHidden();
  } else {
    await page.getByRole('complementary').getByLabel('Type de cuisine').selectOption({ label });
  }
}

async function expectAllIn(cards: Locator, city: string) {
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) await expect(cards.nth(index)).toContainText(city);
}

test.describe('discovery: home and search', () => {
  test('§2 a new visitor searches "Abidjan", filters by category, shares the URL, goes back and opens a restaurant', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const staticData = await (await request.get('/api/staticData')).json();
    const ivorian = (staticData.foodCategories as Array<{ id: number; slug: string; name: string }>).find((category) => category.slug === 'ivoirien')!;

    await page.goto('/');
    const form = page.getByRole('search', { name: 'Trouver une table' });
    await form.getByLabel('Restaurant, plat ou cuisine').fill('Abidjan');
    await form.getByRole('button', { name: 'Rechercher' }).click();

    await expect(page).toHaveURL(/\/restaurant\?q=Abidjan$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « Abidjan »');
    await expectAllIn(results(page).getByRole('article'), 'Abidjan');
    const allAbidjan = await resultNames(page);
    const allCount = await resultCount(page).innerText();

    await pickCategory(page, ivorian.name);
    await expect(page).toHaveURL(new RegExp(`category=${ivorian.id}`));
    await expect(resultCount(page)).not.toHaveText(allCount);
    await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
    const ivorianNames = await resultNames(page);
    expect(ivorianNames.length).toBeGreaterThan(0);
    expect(ivorianNames).not.toEqual(allAbidjan);
    expect(allAbidjan).toEqual(expect.arrayContaining(ivorianNames));

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`category=${ivorian.id}`));
    expect(await resultNames(page)).toEqual(ivorianNames);

    await page.goBack();
    await expect(page).toHaveURL(/\/restaurant\?q=Abidjan$/);
    await expect(resultCount(page)).toHaveText(allCount);
    await expect.poll(() => resultNames(page)).toEqual(allAbidjan);

    const [first] = allAbidjan;
    await results(page).getByRole('link', { name: first }).click();
    await expect(page).toHaveURL(/\/restaurant\?shop=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
    expect(errors).toEqual([]);
  });

  test('§1 the home form searches a city for a party, with date and time filled in, and the count matches the API', async ({ page, request }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Trouver une table' });
    await form.getByLabel('Ville').selectOption({ label: 'Abidjan' });
    await form.getByLabel('Personnes').selectOption('4');
    await form.getByRole('button', { name: 'Rechercher' }).click();

    await expect(page).toHaveURL(/\/restaurant\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('party')).toBe('4');
    expect(url.searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(url.searchParams.get('time')).toMatch(/^\d{2}:\d{2}$/);
    const cityId = url.searchParams.get('city');
    expect(cityId).toMatch(/^\d+$/);

    const api = await request.get('/api/restaurants/search', {
      params: { cityId: cityId!, date: url.searchParams.get('date')!, time: url.searchParams.get('time')!, party: '4', pageSize: '12' },
    });
    expect(api.ok()).toBe(true);
    const { total, items } = (await api.json()) as { total: number; items: Array<{ name: string; cityName: string }> };
    await expect(resultCount(page)).toHaveText(total === 0 ? 'Aucun restaurant' : total === 1 ? '1 restaurant' : `${total} restaurants`);
    if (total > 0) {
      expect(await resultNames(page)).toEqual(items.map((item) => item.name));
      await expectAllIn(results(page).getByRole('article'), 'Abidjan');
    }
    const filters = isMobile() ? page.getByRole('main').getByRole('button', { name: /^Filtres \(2\)/ }) : page.getByRole('complementary').getByLabel('Ville');
    await expect(filters).toBeVisible();
  });

  test('§2 the search page arrives with its results in the server HTML (first paint on a slow network)', async ({ request }) => {
    const api = await request.get('/api/restaurants/search', { params: { q: 'Abidjan', pageSize: '12' } });
    const { items } = (await api.json()) as { items: Array<{ name: string }> };
    expect(items.length).toBeGreaterThan(0);
    const html = await (await request.get('/restaurant?q=Abidjan')).text();
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    expect(html).toContain(`>${escape(items[0].name)}</a>`);
    expect(html).not.toContain('data-testid="skeleton"');

    const home = await (await request.get('/')).text();
    const adverts = (await (await request.get('/api/adverts')).json()).items as Array<{ title: string }>;
    const events = (await (await request.get('/api/events', { params: { pageSize: '6' } })).json()).items as Array<{ title: string }>;
    expect(home).toContain(escape(adverts[0].title));
    expect(home).toContain(escape(events[0].title));
    expect(home).toContain('/category?category=ivoirien');
  });

  test('§2 an unknown word shows the empty state with a suggestion, and invalid URL values are ignored', async ({ page }) => {
    await page.goto('/restaurant?q=zzqxwv&price=9&sort=distance');
    await expect(page.getByRole('heading', { name: 'Aucun restaurant ne correspond' })).toBeVisible();
    await expect(page.getByText(/Essayez un autre mot/)).toBeVisible();
  });

  test('§2 pagination keeps the filters in the URL and the back button returns to the previous page', async ({ page }) => {
    await page.goto('/restaurant?service=booking');
    const firstPage = await resultNames(page);
    expect(firstPage).toHaveLength(12);
    await page.getByRole('navigation', { name: 'Pages de résultats' }).getByRole('button', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/\/restaurant\?service=booking&page=2$/);
    await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
    await expect.poll(() => resultNames(page)).not.toEqual(firstPage);
    const secondPage = await resultNames(page);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(/\/restaurant\?service=booking$/);
    await expect.poll(() => resultNames(page)).toEqual(firstPage);
  });

  test.describe('near me', () => {
    test.use({ geolocation: { latitude: 5.3599, longitude: -4.0083 }, permissions: ['geolocation'] });

    test('§1 nearby restaurants appear only after the diner taps "Près de moi", closest first', async ({ page }) => {
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Près de chez vous' });
      await expect(section.getByRole('article')).toHaveCount(0);
      await section.getByRole('button', { name: 'Près de moi' }).click();
      await expect(section.getByRole('article')).toHaveCount(4);
      await expect(section.getByRole('article').first()).toContainText(/à [\d,]+ km/);
      await expectAllIn(section.getByRole('article'), 'Abidjan');
    });
  });
});
