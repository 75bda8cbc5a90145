import { dishCatalogue, kitchens, type DishData, type DishKey } from './dish-catalogue';
import { photoThumb, venueArt, VENUE_VARIANTS } from './images';
import { brunchSetMenu, discoverySetMenu, lunchSetMenu, roundPrice, type SetMenuTemplate } from './menus-data';
import { buildPhone } from './phone';
import { createRandom, hashString, type Random } from './prng';
import type { CityData } from './reference-data';
import type { RestaurantData } from './restaurant-types';
import { toSlug } from './search-text';

export interface PlannedDish extends DishData {
  key: DishKey;
  /** Index into `setMenus` when the dish belongs to a bundle; null = à la carte. */
  setMenuIndex: number | null;
  isAvailable: boolean;
}

export interface PlannedImage {
  url: string;
  thumbnailUrl: string;
  altFr: string;
  altEn: string;
  order: number | null;
}

export interface PlannedTable {
  name: string;
  area: string;
  seats: number;
  minParty: number;
  maxParty: number;
}

export interface PlannedSetMenu {
  template: SetMenuTemplate;
  priceAmount: number;
}

export interface RestaurantPlan {
  data: RestaurantData;
  city: CityData;
  slug: string;
  phone: string;
  latitude: number;
  longitude: number;
  dishes: PlannedDish[];
  setMenus: PlannedSetMenu[];
  images: PlannedImage[];
  tables: PlannedTable[];
}

const PRICE_FACTOR = { 1: 0.85, 2: 1, 3: 1.2, 4: 1.45 } as const;

export function planRestaurant(data: RestaurantData, city: CityData, countryCode: string, index: number): RestaurantPlan {
  const slug = toSlug(`${data.name} ${city.name}`);
  const random = createRandom(hashString(slug));
  const dishes = planDishes(data, random, index);
  const setMenus = planSetMenus(data, dishes);
  return {
    data,
    city,
    slug,
    phone: buildPhone(countryCode, random),
    latitude: round6(data.latitude + (random.next() - 0.5) * 0.002),
    longitude: round6(data.longitude + (random.next() - 0.5) * 0.002),
    dishes,
    setMenus,
    images: planImages(data, dishes, random, index),
    tables: planTables(data, random),
  };
}

function planDishes(data: RestaurantData, random: Random, index: number): PlannedDish[] {
  const keys: readonly DishKey[] = kitchens[data.kitchen];
  const dropCount = Math.max(0, Math.min(random.int(0, 2), keys.length - 13));
  const dropped = new Set(random.sample(keys.slice(1), dropCount));
  const factor = PRICE_FACTOR[data.priceLevel];
  return keys
    .filter((key) => !dropped.has(key))
    .map((key, position) => {
      const dish: DishData = dishCatalogue[key];
      const jitter = 0.95 + random.next() * 0.1;
      return {
        ...dish,
        key,
        price: roundPrice(dish.price * factor * jitter),
        dailyStock: dish.dailyStock ?? (random.chance(0.12) ? random.int(10, 40) : undefined),
        setMenuIndex: null,
        // One dish off the menu today in every fifth restaurant: the UI must handle it.
        isAvailable: !(index % 5 === 4 && position === 3),
      };
    });
}

function planSetMenus(data: RestaurantData, dishes: PlannedDish[]): PlannedSetMenu[] {
  const isCafe = data.kitchen === 'brunch' || data.kitchen === 'patisserie';
  const first = isCafe ? brunchSetMenu : lunchSetMenu;
  const templates = data.priceLevel >= 3 ? [first, discoverySetMenu] : [first];
  const signature = dishes.find((dish) => dish.course === 'main');
  const menus: PlannedSetMenu[] = [];
  for (const template of templates) {
    const chosen = template.courses.map((course) =>
      dishes.find((dish) => dish.course === course && dish.setMenuIndex === null && dish !== signature && dish.isAvailable),
    );
    if (chosen.some((dish) => !dish)) continue;
    const menuIndex = menus.length;
    let total = 0;
    for (const dish of chosen as PlannedDish[]) {
      dish.setMenuIndex = menuIndex;
      total += dish.price;
    }
    menus.push({ template, priceAmount: roundPrice(total * template.ratio) });
  }
  return menus;
}

function planImages(data: RestaurantData, dishes: PlannedDish[], random: Random, index: number): PlannedImage[] {
  const variant = (offset: number) => (index + offset) % VENUE_VARIANTS + 1;
  const venue = (kind: string, offset: number, altFr: string, altEn: string): Omit<PlannedImage, 'order'> => {
    const url = venueArt(`${kind}-${variant(offset)}`);
    return { url, thumbnailUrl: url, altFr, altEn };
  };
  const dishPicture = (dish: PlannedDish): Omit<PlannedImage, 'order'> => {
    const thumb = dish.imageUrl.endsWith('.webp') ? dish.imageUrl.replace(/\.webp$/, '-400w.webp') : dish.imageUrl;
    return { url: dish.imageUrl, thumbnailUrl: thumb, altFr: `${dish.name} chez ${data.name}`, altEn: `${dish.name} at ${data.name}` };
  };
  // Diners choose with their eyes: a real food photo leads the gallery whenever the menu has one.
  const showcase = dishes.filter((dish) => dish.course === 'main' || dish.course === 'dessert');
  const cover = showcase.find((dish) => dish.imageUrl.startsWith('/images/photos/')) ?? showcase[0];
  const pictures: Array<Omit<PlannedImage, 'order'>> = [
    ...(cover ? [dishPicture(cover)] : []),
    venue('facade', 0, `Façade de ${data.name}`, `${data.name} from the street`),
    venue('interior', 3, `Salle de ${data.name}`, `Dining room at ${data.name}`),
  ];
  if (data.priceLevel >= 3) {
    pictures.push({ url: '/images/photos/terrace-rooftop-night-1.webp', thumbnailUrl: photoThumb('terrace-rooftop-night-1'), altFr: `Terrasse de ${data.name} le soir`, altEn: `${data.name} terrace at night` });
  } else {
    pictures.push(venue('terrace', 5, `Terrasse de ${data.name}`, `Terrace at ${data.name}`));
  }
  for (const dish of showcase.filter((dish) => dish !== cover).slice(0, random.int(0, 1))) pictures.push(dishPicture(dish));
  // Inserted out of display order on purpose; every third restaurant has its cover without an order (SPEC §3: counts as 0).
  const ordered = pictures.map((picture, position) => ({ ...picture, order: position === 0 && index % 3 === 0 ? null : position }));
  return [...ordered.slice(1).reverse(), ordered[0]];
}

const TABLE_RULES: Record<number, { minParty: number }> = { 2: { minParty: 1 }, 4: { minParty: 2 }, 6: { minParty: 3 }, 8: { minParty: 5 } };

function planTables(data: RestaurantData, random: Random): PlannedTable[] {
  const count = random.int(6, 10);
  const seats = [2, 4, 4, 6];
  while (seats.length < count) seats.push(random.pick([2, 2, 4, 4, 6, 8]));
  seats.sort((a, b) => a - b);
  const areas = data.priceLevel >= 3 ? ['Salle', 'Terrasse', 'Salon privé'] : ['Salle', 'Terrasse'];
  return seats.map((size, i) => ({
    name: `Table ${i + 1}`,
    area: size === 8 && areas.includes('Salon privé') ? 'Salon privé' : areas[i % 2],
    seats: size,
    minParty: TABLE_RULES[size].minParty,
    maxParty: size,
  }));
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
