/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { toSearchText } from '@/server/db/seed/search-text';
import { createTestContext, type TestContext } from '../support/test-app';
import { rows, search } from './search-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const namesFor = async (q: string, pageSize = 20): Promise<string[]> => {
  const res = await search(ctx, { q, pageSize });
  expect(res.status).toBe(200);
  return res.json.items.map((item: { name: string }) => item.name);
};

/** What diners type, and the demo restaurant they mean: first, or among the first three. */
const RELEVANCE_SET: [query: string, expected: string, where: 'first' | 'top 3'][] = [
  // A word of the name above the same word in the dishes.
  ['yassa', 'Le Yassa d’Or', 'first'],
  ['ndole', 'Le Ndolé Royal', 'first'],
  ['garba', 'Garba & Co', 'first'],
  ['soya', 'Le Soya du Rond-Point', 'first'],
  ['bicyclette', 'Le Bicyclette d’Or', 'first'],
  ['pizza', 'Pizza Sahel', 'top 3'],
  ['pizza', 'Pizza Bali', 'top 3'],
  ['pizzeria', 'Pizzeria du Golfe', 'top 3'],
  ['wok coco', 'Wok & Coco', 'first'],
  ['bella lagune', 'Pizzeria Bella Lagune', 'first'],
  ['teranga', 'La Teranga des Almadies', 'first'],
  ['brasero', 'Le Brasero de la Haie Vive', 'first'],
  ['forno', 'Forno di Cotonou', 'first'],
  ['lotus mermoz', 'Lotus de Mermoz', 'first'],
  ['cafe ataya', 'Café Ataya', 'first'],
  ['ngo bassa', 'Chez Mama Ngo Bassa', 'first'],
  ['maree wouri', 'La Marée du Wouri', 'first'],
  ['bistrot', 'Le Bistrot Bonapriso', 'first'],
  ['maman afi', 'Chez Maman Afi', 'first'],
  ['paillote marina', 'La Paillote de la Marina', 'first'],
  ['fufu royal', 'Le Fufu Royal', 'first'],
  ['palmier', 'Pâtisserie Le Palmier', 'first'],
  ['saigon', 'Jardin de Saigon', 'first'],
  ['faso délices', 'Le Faso Délices', 'first'],
  ['naaba', 'Le Jardin du Naaba', 'first'],
  ['boulangerie baobab', 'Boulangerie Le Baobab', 'first'],
  ['kouassi', 'Maison Kouassi Pâtisserie', 'first'],
  ['ouaga 2000', 'La Paillote de Ouaga 2000', 'first'],
  ['snack saint michel', 'Le Snack Saint-Michel', 'first'],
  // The district or the city.
  ['cocody', 'La Terrasse de Cocody', 'first'],
  ['cocody', 'Maison Kouassi Pâtisserie', 'top 3'],
  ['treichville', 'Chez Tantie Akissi', 'first'],
  ['marcory', 'Le Maquis du Lagon', 'first'],
  ['haie vive', 'Le Brasero de la Haie Vive', 'first'],
  // Words matching different fields.
  ['pizza ouaga', 'Pizza Sahel', 'first'],
  ['pizza cotonou', 'Forno di Cotonou', 'first'],
  ['patisserie lome', 'Pâtisserie Le Palmier', 'first'],
  // One typo in a word of four letters or more: missing, extra, swapped or wrong letter.
  ['Ndolé Ryal', 'Le Ndolé Royal', 'first'],
  ['jardn vert', 'Le Jardin Vert du Plateau', 'first'],
  ['tantie akisi', 'Chez Tantie Akissi', 'first'],
  ['pizeria golfe', 'Pizzeria du Golfe', 'first'],
  ['brasreo', 'Le Brasero de la Haie Vive', 'first'],
  ['terannga', 'La Teranga des Almadies', 'first'],
  ['salimta', 'Chez Tantie Salimata', 'first'],
  ['yasa', 'Le Yassa d’Or', 'first'],
  // A word still being typed.
  ['teran', 'La Teranga des Almadies', 'first'],
  ['bonapri', 'Le Bistrot Bonapriso', 'top 3'],
  // Alternate spellings diners use.
  ['chawarma', 'Chawarma Corniche', 'first'],
  ['shawarma', 'Chawarma Corniche', 'first'],
  ['tieb', 'Le Thiéb de Yaye Fatou', 'first'],
  ['thiéb', 'Le Thiéb de Yaye Fatou', 'first'],
  ['suya', 'Le Soya du Rond-Point', 'first'],
  ['foufou royal', 'Le Fufu Royal', 'first'],
];

describe('search relevance: the name above the district or city, above the cuisine, above the dishes; an exact word above a prefix above a typo; words may match different fields', () => {
  it('the relevance set covers at least 30 queries', () => {
    expect(new Set(RELEVANCE_SET.map(([query]) => query)).size).toBeGreaterThanOrEqual(30);
  });

  it.each(RELEVANCE_SET)('"%s" finds %s %s', async (query, expected, where) => {
    const names = await namesFor(query);
    if (where === 'first') expect(names[0]).toBe(expected);
    else expect(names.slice(0, 3)).toContain(expected);
  });

  it('a district matches its restaurants; a name one typo too far does not ("cocody" never finds Wok & Coco, in Jéricho)', async () => {
    const names = await namesFor('cocody', 50);
    expect(names).toEqual(expect.arrayContaining(['La Terrasse de Cocody', 'Maison Kouassi Pâtisserie']));
    expect(names).not.toContain('Wok & Coco');
  });

  it('a typo ranks below an exact word wherever it is: "yassa" lists the restaurants serving yassa before "Chez Mama Ngo Bassa"', async () => {
    const names = await namesFor('yassa', 50);
    const bassa = names.indexOf('Chez Mama Ngo Bassa');
    const marée = names.indexOf('La Marée du Wouri');
    expect(marée).toBeGreaterThan(0);
    expect(bassa === -1 || bassa > marée).toBe(true);
  });

  it('a city name finds that city\'s restaurants and no other', async () => {
    const res = await search(ctx, { q: 'Abidjan', pageSize: 50 });
    const cities = res.json.items.map((item: { cityName: string }) => item.cityName);
    expect(cities.length).toBeGreaterThan(0);
    expect(new Set(cities)).toEqual(new Set(['Abidjan']));
  });

  it('every word must match somewhere: a word that matches nothing empties the result', async () => {
    expect(await namesFor('pizza zzqxwv')).toEqual([]);
  });
});

interface Item { id: number; name: string; cuisine: string; cityName: string; district: string | null; ratingAverage: number }

describe('search relevance: one word found in a name, place or cuisine ranks above the same word found only in dishes, the latter by rating', () => {
  it.each(['poulet', 'grillades', 'alloco', 'pizza'])('"%s": the whole list keeps that order, and its pages are slices of it', async (q) => {
    const all = (await search(ctx, { q, pageSize: 50 })).json.items as Item[];
    expect(all.length).toBeGreaterThan(3);
    const word = toSearchText(q);
    const inFields = (item: Item) => toSearchText(item.name, item.cuisine, item.cityName, item.district).split(/[^a-z0-9]+/).includes(word);
    const firstDishOnly = all.findIndex((item) => !inFields(item));
    const dishOnly = firstDishOnly === -1 ? [] : all.slice(firstDishOnly);
    expect(dishOnly.filter(inFields)).toEqual([]);
    for (let i = 1; i < dishOnly.length; i += 1) expect(dishOnly[i - 1].ratingAverage).toBeGreaterThanOrEqual(dishOnly[i].ratingAverage);
    const pages = await Promise.all([1, 2, 3].map((page) => search(ctx, { q, pageSize: 3, page })));
    expect(pages.flatMap((res) => res.json.items.map((item: Item) => item.id))).toEqual(all.slice(0, 9).map((item) => item.id));
  });
});

describe('search relevance: the field words PostgreSQL folds are the words TypeScript folds', () => {
  it('name, cuisine and district words equal the tokens of the same text, for every restaurant', async () => {
    const restaurants = await rows<{ name: string; cuisine: string; district: string | null; nameWords: string[]; cuisineWords: string[]; districtWords: string[] }>(ctx, sql`
      select name, cuisine, district, name_words as "nameWords", cuisine_words as "cuisineWords", district_words as "districtWords" from restaurants`);
    expect(restaurants.length).toBeGreaterThan(0);
    // Split as search_words and the typed tokens are (search-tokens.ts), each word once.
    const words = (text: string | null) => [...new Set(toSearchText(text).split(/[^a-z0-9]+/).filter((w) => w.length >= 2))].sort();
    const set = (list: string[]) => [...new Set(list.filter((w) => w.length >= 2))].sort();
    for (const r of restaurants) {
      expect(set(r.nameWords)).toEqual(words(r.name));
      expect(set(r.cuisineWords)).toEqual(words(r.cuisine));
      expect(set(r.districtWords)).toEqual(words(r.district));
    }
    const [folded] = await rows<{ words: string[] }>(ctx, sql`select tablee_search_words('ÉCOLE Œuvre Kédjénou Nyékonakpoè Cadjèhoun Ça') as words`);
    expect(folded.words).toEqual(['ecole', 'oeuvre', 'kedjenou', 'nyekonakpoe', 'cadjehoun', 'ca']);
    expect(words('ÉCOLE Œuvre Kédjénou Nyékonakpoè Cadjèhoun Ça')).toEqual([...folded.words].sort());
  });
});
