import type { Course } from './dish-catalogue';

export interface SetMenuTemplate {
  nameFr: string;
  nameEn: string;
  descriptionFr: string;
  descriptionEn: string;
  /** The courses of the bundle; one dish of each is moved from the à-la-carte menu into it. */
  courses: readonly Course[];
  /** Fixed price = sum of the dishes × ratio, rounded down to 500. */
  ratio: number;
}

export const aLaCarteMenu = {
  nameFr: 'À la carte',
  nameEn: 'À la carte',
  descriptionFr: 'Toute la carte, servie du déjeuner au dîner.',
  descriptionEn: 'The full menu, served from lunch to dinner.',
} as const;

export const lunchSetMenu: SetMenuTemplate = {
  nameFr: 'Formule déjeuner',
  nameEn: 'Lunch set menu',
  descriptionFr: 'Entrée, plat et boisson à prix fixe, servis en moins de 45 minutes.',
  descriptionEn: 'Starter, main and a drink at a fixed price, served within 45 minutes.',
  courses: ['starter', 'main', 'drink'],
  ratio: 0.85,
};

export const discoverySetMenu: SetMenuTemplate = {
  nameFr: 'Menu découverte',
  nameEn: 'Discovery menu',
  descriptionFr: 'Le chef compose une entrée, un plat et un dessert pour découvrir la maison.',
  descriptionEn: 'The chef puts together a starter, a main and a dessert to discover the house.',
  courses: ['starter', 'main', 'dessert'],
  ratio: 0.9,
};

export const brunchSetMenu: SetMenuTemplate = {
  nameFr: 'Formule brunch',
  nameEn: 'Brunch set',
  descriptionFr: 'Une douceur, un plat salé et une boisson chaude ou un jus pressé.',
  descriptionEn: 'A sweet bite, a savoury dish and a hot drink or fresh juice.',
  courses: ['dessert', 'main', 'drink'],
  ratio: 0.85,
};

/** Round a price down to the nearest 500 francs, as menus are priced in the region. */
export function roundPrice(amount: number): number {
  return Math.max(500, Math.floor(amount / 500) * 500);
}
