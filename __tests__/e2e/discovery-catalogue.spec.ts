import { expect, test, type Page } from './support/test';

/** Every catalogue page must arrive with its data in the HTML (slow networks see content on first paint). */
async function expectServerRendered(page: Page, path: string, text: string) {
  const html = await (await page.request.get(path)).text();
  expect(html).toContain(text);
}

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

test.describe('discovery catalogue: events, dishes, set menus, categories and the shop', () => {
  test('§4 events: the upcoming list leads to an event with its menu and a booking button', async ({ page, request }) => {
    const errors = watchErrors(page);
    const { items, total } = (await (await request.get('/api/events', { params: { pageSize: '9' } })).json()) as { items: Array<{ id: number; title: string; restaurantName: string }>; total: number };
    const [first] = items;
    await expectServerRendered(page, '/event', first.title);

    await page.goto('/event');
    await expect(page.getByRole('heading', { level: 1, name: 'Événements' })).toBeVisible();
    await expect(page.getByText(`${total} événement`)).toBeVisible();
    const card = page.getByTestId('event-card').first();
    await expect(card).toContainText(first.restaurantName);
    await expect(card).toContainText(/F\sCFA/);
    await expect(card).toContainText(/\d+ places?/);

    await card.getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    const menu = page.getByRole('region', { name: 'Au menu de l’événement' });
    await expect(menu.getByRole('listitem').first()).toBeVisible();
    await expect(menu).toContainText(/portions prévues/);
    await expect(page.getByRole('link', { name: `Voir le restaurant ${first.restaurantName}` })).toHaveAttribute('href', /\/restaurant\?shop=\d+/);
    await expect(page.getByRole('button', { name: 'Réserver' })).toBeEnabled();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${first.title} · Tablée`);
    expect(errors).toEqual([]);
  });

  test('§4 events: the city filter lives in the URL and the back button restores it', async ({ page, request }) => {
    const staticData = (await (await request.get('/api/staticData')).json()) as { cities: Array<{ id: number; name: string }> };
    const dakar = staticData.cities.find((city) => city.name === 'Dakar')!;
    const dakarEvents = (await (await request.get('/api/events', { params: { cityId: String(dakar.id), pageSize: '1' } })).json()) as { total: number };

    await page.goto('/event');
    await page.getByLabel('Ville').selectOption(String(dakar.id));
    await expect(page).toHaveURL(new RegExp(`city=${dakar.id}`));
    await expect(page.getByText(new RegExp(`^${dakarEvents.total} événements? à venir$`))).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('Ville')).toHaveValue('');
  });

  test('§5 products: a dish opens its detail with photo, price, options, allergens and portions left; Escape closes it', async ({ page, request }) => {
    const errors = watchErrors(page);
    const list = (await (await request.get('/api/dishes', { params: { q: 'attiéké poisson braisé', pageSize: '5' } })).json()) as { items: Array<{ id: number; name: string }> };
    const found = list.items.find((dish) => dish.name === 'Attiéké poisson braisé')!;
    const dish = (await (await request.get(`/api/dishes/${found.id}`)).json()) as { name: string; price: { amount: number }; remainingToday: number | null; optionGroups: Array<{ name: string; options: Array<{ name: string }> }> };
    expect(dish.remainingToday).not.toBeNull();
    expect(dish.optionGroups.length).toBeGreaterThan(0);

    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Plats' })).toBeVisible();
    await expect(page.getByTestId('dish-card').first()).toBeVisible();

    await page.getByLabel('Rechercher un plat').fill('attiéké poisson');
    await page.getByLabel('Rechercher un plat').press('Enter');
    await expect(page).toHaveURL(/q=atti/);
    await page.getByRole('button', { name: dish.name, exact: true }).first().click();

    const dialog = page.getByRole('dialog', { name: dish.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: new RegExp(dish.name) })).toBeVisible();
    await expect(dialog.getByTestId('dish-price')).toContainText(new RegExp(`${String(dish.price.amount).replace(/\B(?=(\d{3})+$)/g, '\\s')}\\sF\\sCFA`));
    await expect(dialog.getByRole('group', { name: dish.optionGroups[0].name })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: dish.optionGroups[0].options[0].name })).toBeChecked();
    await expect(dialog.getByRole('region', { name: 'Allergènes' })).toContainText('Poisson');
    await expect(dialog.getByText(dish.remainingToday! > 1 ? `Plus que ${dish.remainingToday} portions aujourd’hui` : /portion aujourd’hui|Épuisé/)).toBeVisible();
    await expect(dialog.getByText('Halal')).toBeVisible();
    await dialog.getByRole('region', { name: 'Allergènes' }).scrollIntoViewIfNeeded();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('§5 bundles: set menus show their fixed price and their dishes', async ({ page, request }) => {
    const { items, total } = (await (await request.get('/api/menus', { params: { setMenu: 'true', pageSize: '8' } })).json()) as { items: Array<{ name: string; dishes: Array<{ name: string }> }>; total: number };
    expect(total).toBeGreaterThan(0);
    await expectServerRendered(page, '/bundles', items[0].name);

    await page.goto('/bundles');
    await expect(page.getByRole('heading', { level: 1, name: 'Formules' })).toBeVisible();
    const card = page.getByTestId('set-menu-card').first();
    await expect(card.getByRole('heading', { name: items[0].name })).toBeVisible();
    await expect(card.getByTestId('set-menu-price')).toContainText(/\d/);
    await expect(card.getByRole('list')).toContainText(items[0].dishes[0].name);
  });

  test('§5 category: ?category= shows that category’s restaurants, and the grid switches category', async ({ page, request }) => {
    const staticData = (await (await request.get('/api/staticData')).json()) as { foodCategories: Array<{ id: number; slug: string; name: string }> };
    const ivorian = staticData.foodCategories.find((category) => category.slug === 'ivoirien')!;
    const { items, total } = (await (await request.get('/api/restaurants/search', { params: { categoryId: String(ivorian.id) } })).json()) as { items: Array<{ name: string }>; total: number };
    expect(total).toBeGreaterThan(0);
    await expectServerRendered(page, '/category?category=ivoirien', items[0].name);

    await page.goto('/category?category=ivoirien');
    await expect(page.getByRole('heading', { level: 1, name: ivorian.name })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${total} restaurants?$`))).toBeVisible();
    await expect(page.getByRole('link', { name: items[0].name })).toHaveAttribute('href', /\/restaurant\?shop=\d+/);

    await page.getByRole('link', { name: 'Pizza' }).click();
    await expect(page).toHaveURL(/category=pizza/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pizza' })).toBeVisible();
  });

  test('§5 shop: take-away and delivery restaurants, filtered by service in the URL', async ({ page, request }) => {
    const count = async (service: string) => ((await (await request.get('/api/restaurants/search', { params: { service } })).json()) as { total: number }).total;
    const [both, delivery] = await Promise.all([count('take_away,delivery'), count('delivery')]);
    expect(delivery).toBeLessThan(both);

    await page.goto('/shop');
    await expect(page.getByText(new RegExp(`^${both} restaurants$`))).toBeVisible();
    await page.getByRole('radio', { name: 'Livraison', exact: true }).click();
    await expect(page).toHaveURL(/service=delivery/);
    await expect(page.getByText(new RegExp(`^${delivery} restaurants?$`))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Livraison', exact: true })).toBeChecked();
  });
});
