import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { dishCatalogue, kitchens, type DishData, type DishKey, type KitchenKey } from './dish-catalogue';
import { photo, photoThumb, venueArt, VENUE_VARIANTS } from './images';
import { insertJsonRows, toPgArray } from './insert-json';
import { roundPrice } from './menus-data';
import { buildPhone } from './phone';
import { createRandom, type Random } from './prng';
import { citiesData, type CategorySlug } from './reference-data';
import { openingHoursPatterns, type HoursPattern } from './restaurant-types';
import { toSearchText, toSlug } from './search-text';

export interface LargeDatasetOptions {
  /** How many generated restaurants the database should hold in total. */
  restaurants: number;
  dishesPerRestaurant?: number;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Generated restaurants have slugs starting with this, so a second run only adds the missing ones. */
export const GENERATED_SLUG_PREFIX = 'gen-';

interface CityRow { id: number; slug: string; countryId: number; countryCode: string; name: string; timeZone: string; latitude: number; longitude: number }

const KITCHEN_CATEGORY: Record<KitchenKey, CategorySlug> = {
  ivoirien: 'ivoirien', senegalais: 'senegalais', beninoisTogolais: 'beninois-togolais', camerounais: 'camerounais',
  burkinabe: 'burkinabe', grillades: 'grillades', fruitsDeMer: 'poissons-fruits-de-mer', pizza: 'pizza', asiatique: 'asiatique',
  fastFood: 'fast-food', brunch: 'cafes-brunch', patisserie: 'patisserie-desserts', vegetarien: 'vegetarien',
};
const KITCHEN_CUISINE: Record<KitchenKey, string> = {
  ivoirien: 'Ivoirienne', senegalais: 'Sénégalaise', beninoisTogolais: 'Béninoise', camerounais: 'Camerounaise', burkinabe: 'Burkinabè',
  grillades: 'Grillades', fruitsDeMer: 'Poissons et fruits de mer', pizza: 'Italienne', asiatique: 'Asiatique', fastFood: 'Fast-food',
  brunch: 'Café et brunch', patisserie: 'Pâtisserie', vegetarien: 'Végétarienne',
};
const NAME_PREFIXES = ['Chez', 'Le Maquis de', 'La Table de', 'Le Jardin de', 'Saveurs de', 'Le Grill de', 'La Case de', 'Le Comptoir de', 'La Terrasse de', 'Le Palais de'];
const NAME_SUFFIXES = ['Awa', 'Koffi', 'Fatou', 'Mamadou', 'Adjoa', 'Salif', 'Nafi', 'Ebénézer', 'Aïssata', 'Yao', 'la Lagune', 'l’Océan', 'la Corniche', 'la Marina', 'l’Harmattan', 'Baobab', 'Kapokier', 'Sahel', 'Wouri', 'Mono'];
const DISTRICTS: Record<string, readonly string[]> = {
  abidjan: ['Cocody', 'Plateau', 'Marcory', 'Treichville', 'Yopougon', 'Riviera', 'Deux-Plateaux', 'Koumassi'],
  dakar: ['Plateau', 'Almadies', 'Ngor', 'Mermoz', 'Point E', 'Ouakam', 'Yoff', 'Médina'],
  lome: ['Bè', 'Tokoin', 'Nyékonakpoè', 'Avédji', 'Kodjoviakopé', 'Baguida', 'Agoè', 'Hédzranawoé'],
  cotonou: ['Haie Vive', 'Ganhi', 'Fidjrossè', 'Akpakpa', 'Cadjèhoun', 'Gbégamey', 'Jéricho', 'Zogbo'],
  douala: ['Akwa', 'Bonapriso', 'Bonanjo', 'Bali', 'Deïdo', 'Bonamoussadi', 'Makepe', 'Kotto'],
  ouagadougou: ['Koulouba', 'Ouaga 2000', 'Zone du Bois', 'Gounghin', 'Dapoya', 'Patte d’Oie', 'Cissin', 'Tampouy'],
};
const HOURS: readonly HoursPattern[] = ['maquis', 'lunchDinner', 'late', 'allDay', 'cafe', 'fastFood'];
const ALL_DISH_KEYS = Object.keys(dishCatalogue) as DishKey[];
const GALLERY = ['terrace-rooftop-night-1', 'dish-pizza-1', 'dish-thai-green-curry-1', 'dish-poulet-dg-1', 'dish-pasta-bake-2', 'ingredients-fresh-herbs-1'];

/**
 * Adds generated restaurants (20 dishes each by default) until `restaurants` of them exist, for
 * benchmarks. Needs the reference data of `seedDatabase` (cities, categories). Batches commit one by one.
 */
export async function generateLargeDataset(db: Db, options: LargeDatasetOptions): Promise<{ inserted: number }> {
  const dishCount = options.dishesPerRestaurant ?? 20;
  const batchSize = options.batchSize ?? 500;
  const cities = await loadCities(db);
  const categoryIdBySlug = new Map(
    ((await db.execute(sql`select id, slug from food_categories`)) as unknown as { rows: { id: number; slug: string }[] }).rows.map((r) => [r.slug, r.id]),
  );
  const existing = await countGenerated(db);
  for (let start = existing; start < options.restaurants; start += batchSize) {
    const end = Math.min(start + batchSize, options.restaurants);
    await db.transaction((tx) => insertBatch(tx, start, end, dishCount, cities, categoryIdBySlug));
    options.onProgress?.(end, options.restaurants);
  }
  return { inserted: Math.max(0, options.restaurants - existing) };
}

async function loadCities(db: Db): Promise<CityRow[]> {
  const result = await db.execute(sql`
    select c.id, c.slug, c.country_id as "countryId", k.code as "countryCode", c.name, c.time_zone as "timeZone",
           c.latitude::float8 as latitude, c.longitude::float8 as longitude
      from cities c join countries k on k.id = c.country_id
     where c.slug in (${sql.join(citiesData.map((c) => sql`${c.slug}`), sql`, `)}) order by c.id`);
  const rows = (result as unknown as { rows: CityRow[] }).rows;
  if (rows.length === 0) throw new Error('No cities: run seedDatabase before generating the large dataset');
  return rows;
}

async function countGenerated(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from restaurants where slug like ${`${GENERATED_SLUG_PREFIX}%`}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

interface GeneratedRestaurant { index: number; random: Random; city: CityRow; kitchen: KitchenKey; name: string; district: string; dishes: DishData[]; priceLevel: number }

function planGenerated(index: number, dishCount: number, cities: CityRow[]): GeneratedRestaurant {
  const random = createRandom(0x9e3779b1 ^ index);
  const city = cities[index % cities.length];
  const kitchen = random.pick(Object.keys(kitchens) as KitchenKey[]);
  const own: readonly DishKey[] = kitchens[kitchen];
  const extra = random.sample(ALL_DISH_KEYS.filter((key) => !own.includes(key)), Math.max(0, dishCount - own.length));
  const dishes = [...own, ...extra].slice(0, dishCount).map((key) => dishCatalogue[key] as DishData);
  const name = `${random.pick(NAME_PREFIXES)} ${random.pick(NAME_SUFFIXES)}`;
  return { index, random, city, kitchen, name, district: random.pick(DISTRICTS[city.slug] ?? ['Centre']), dishes, priceLevel: random.int(1, 4) };
}

async function insertBatch(tx: Tx, start: number, end: number, dishCount: number, cities: CityRow[], categoryIdBySlug: Map<string, number>): Promise<void> {
  const plans = Array.from({ length: end - start }, (_, i) => planGenerated(start + i, dishCount, cities));
  const inserted = await insertJsonRows<{ id: number; slug: string }>(tx, 'restaurants', RESTAURANT_COLUMNS, plans.map(toRestaurantRow), ['id', 'slug']);
  const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
  const withIds = plans.map((plan) => ({ plan, id: idBySlug.get(slugOf(plan))! }));
  const menus = await insertJsonRows<{ id: number; restaurant_id: number }>(
    tx, 'menus', MENU_COLUMNS,
    withIds.map(({ plan, id }) => ({ restaurant_id: id, name_fr: 'À la carte', name_en: 'À la carte', is_set_menu: false, currency: currencyOf(plan.city), position: 0 })),
    ['id', 'restaurant_id'],
  );
  const menuIdByRestaurant = new Map(menus.map((row) => [row.restaurant_id, row.id]));
  await insertJsonRows(tx, 'dishes', DISH_COLUMNS, withIds.flatMap(({ plan, id }) => plan.dishes.map((dish) => toDishRow(plan, dish, id, menuIdByRestaurant.get(id)!, categoryIdBySlug))));
  await insertJsonRows(tx, 'restaurant_tables', TABLE_COLUMNS, withIds.flatMap(({ id }) =>
    [2, 2, 4, 4, 6, 8].map((seats, i) => ({ restaurant_id: id, name: `Table ${i + 1}`, area: i % 2 ? 'Terrasse' : 'Salle', seats, min_party: seats >= 6 ? 3 : 1, max_party: seats }))));
  await insertJsonRows(tx, 'restaurant_images', IMAGE_COLUMNS, withIds.flatMap(({ plan, id }) => imagesFor(plan, id)));
  await insertJsonRows(tx, 'restaurant_categories', [['restaurant_id', 'int'], ['category_id', 'int']],
    withIds.map(({ plan, id }) => ({ restaurant_id: id, category_id: categoryIdBySlug.get(KITCHEN_CATEGORY[plan.kitchen]) })).filter((row) => row.category_id));
}

const slugOf = (plan: GeneratedRestaurant) => `${GENERATED_SLUG_PREFIX}${plan.index}-${toSlug(`${plan.name} ${plan.city.name}`)}`;
const currencyOf = (city: CityRow) => (city.countryCode === 'CM' ? 'XAF' : 'XOF');

const RESTAURANT_COLUMNS = [
  ['slug', 'varchar'], ['name', 'text'], ['description_fr', 'text'], ['description_en', 'text'], ['cuisine', 'text'], ['city_id', 'int'],
  ['country_id', 'int'], ['address', 'text'], ['district', 'text'], ['latitude', 'numeric'], ['longitude', 'numeric'], ['phone', 'varchar'],
  ['time_zone', 'text'], ['currency', 'varchar'], ['price_level', 'smallint'], ['rating_average', 'numeric'], ['rating_count', 'int'],
  ['offers_take_away', 'boolean'], ['offers_delivery', 'boolean'], ['dietary_tags', 'text[]'], ['opening_hours', 'jsonb'],
  ['is_featured', 'boolean'], ['delivery_fee_amount', 'int'], ['search_text', 'text'],
] as const;

function toRestaurantRow(plan: GeneratedRestaurant): Record<string, unknown> {
  const { random, city, name, district, kitchen } = plan;
  const cuisine = KITCHEN_CUISINE[kitchen];
  const delivery = random.chance(0.5);
  return {
    slug: slugOf(plan), name,
    description_fr: `${cuisine} à ${district}, ${city.name} : une adresse générée pour les tests de charge.`,
    description_en: `${cuisine} food in ${district}, ${city.name}: a generated venue for load testing.`,
    cuisine, city_id: city.id, country_id: city.countryId, address: `${random.int(1, 250)} rue ${random.int(1, 400)}, ${district}, ${city.name}`, district,
    latitude: (city.latitude + (random.next() - 0.5) * 0.12).toFixed(6), longitude: (city.longitude + (random.next() - 0.5) * 0.12).toFixed(6),
    phone: buildPhone(city.countryCode, random), time_zone: city.timeZone, currency: currencyOf(city), price_level: plan.priceLevel,
    // Synthetic ratings (no feedback rows behind them): enough to sort and filter on.
    rating_average: (3 + random.next() * 2).toFixed(2), rating_count: random.int(0, 250),
    offers_take_away: random.chance(0.7), offers_delivery: delivery,
    dietary_tags: toPgArray(random.chance(0.4) ? ['halal'] : []), opening_hours: openingHoursPatterns[random.pick(HOURS)],
    is_featured: random.chance(0.01), delivery_fee_amount: delivery ? 1000 : 0,
    search_text: toSearchText(name, cuisine, city.name, district, ...plan.dishes.map((dish) => dish.name)),
  };
}

const MENU_COLUMNS = [['restaurant_id', 'int'], ['name_fr', 'text'], ['name_en', 'text'], ['is_set_menu', 'boolean'], ['currency', 'varchar'], ['position', 'smallint']] as const;

const DISH_COLUMNS = [
  ['restaurant_id', 'int'], ['menu_id', 'int'], ['category_id', 'int'], ['name', 'text'], ['description_fr', 'text'], ['description_en', 'text'],
  ['course', 'varchar'], ['price_amount', 'int'], ['currency', 'varchar'], ['daily_stock', 'int'], ['image_url', 'text'],
  ['allergens', 'text[]'], ['dietary_tags', 'text[]'], ['search_text', 'text'],
] as const;

function toDishRow(plan: GeneratedRestaurant, dish: DishData, restaurantId: number, menuId: number, categoryIdBySlug: Map<string, number>): Record<string, unknown> {
  const factor = [0.85, 1, 1.2, 1.45][plan.priceLevel - 1];
  return {
    restaurant_id: restaurantId, menu_id: menuId, category_id: dish.category ? categoryIdBySlug.get(dish.category) ?? null : null,
    name: dish.name, description_fr: dish.descriptionFr, description_en: dish.descriptionEn, course: dish.course,
    price_amount: roundPrice(dish.price * factor), currency: currencyOf(plan.city), daily_stock: dish.dailyStock ?? null,
    image_url: dish.imageUrl, allergens: toPgArray(dish.allergens ?? []), dietary_tags: toPgArray(dish.dietaryTags ?? []),
    search_text: toSearchText(dish.name, plan.name),
  };
}

const TABLE_COLUMNS = [['restaurant_id', 'int'], ['name', 'text'], ['area', 'text'], ['seats', 'smallint'], ['min_party', 'smallint'], ['max_party', 'smallint']] as const;
const IMAGE_COLUMNS = [['restaurant_id', 'int'], ['url', 'text'], ['thumbnail_url', 'text'], ['alt_fr', 'text'], ['alt_en', 'text'], ['order', 'smallint']] as const;

function imagesFor(plan: GeneratedRestaurant, restaurantId: number): Record<string, unknown>[] {
  const variant = (plan.index % VENUE_VARIANTS) + 1;
  const facade = venueArt(`facade-${variant}`);
  const interior = venueArt(`interior-${variant}`);
  const gallery = GALLERY[plan.index % GALLERY.length];
  return [
    { restaurant_id: restaurantId, url: facade, thumbnail_url: facade, alt_fr: `Façade de ${plan.name}`, alt_en: `${plan.name} from the street`, order: plan.index % 3 === 0 ? null : 0 },
    { restaurant_id: restaurantId, url: interior, thumbnail_url: interior, alt_fr: `Salle de ${plan.name}`, alt_en: `Dining room at ${plan.name}`, order: 1 },
    { restaurant_id: restaurantId, url: photo(gallery), thumbnail_url: photoThumb(gallery), alt_fr: `Chez ${plan.name}`, alt_en: `At ${plan.name}`, order: 2 },
  ];
}
