/** Reference rows every environment needs: site settings, countries, cities, categories, rates. */

export const siteSettingsData = {
  id: 1,
  name: 'Tablée',
  descriptionFr: 'Réservez votre table et pré-commandez vos plats dans les meilleurs restaurants.',
  descriptionEn: 'Book your table and pre-order your dishes at the best restaurants.',
  logoUrl: '/images/brand/logo.svg',
  defaultLanguage: 'fr',
  defaultCurrency: 'XOF',
  managerSiteUrl: null,
} as const;

export interface CountryData {
  code: string;
  nameFr: string;
  nameEn: string;
  dialCode: string;
  currency: string;
}

export const countriesData: readonly CountryData[] = [
  { code: 'CI', nameFr: "Côte d'Ivoire", nameEn: 'Ivory Coast', dialCode: '+225', currency: 'XOF' },
  { code: 'SN', nameFr: 'Sénégal', nameEn: 'Senegal', dialCode: '+221', currency: 'XOF' },
  { code: 'TG', nameFr: 'Togo', nameEn: 'Togo', dialCode: '+228', currency: 'XOF' },
  { code: 'BJ', nameFr: 'Bénin', nameEn: 'Benin', dialCode: '+229', currency: 'XOF' },
  { code: 'CM', nameFr: 'Cameroun', nameEn: 'Cameroon', dialCode: '+237', currency: 'XAF' },
  { code: 'BF', nameFr: 'Burkina Faso', nameEn: 'Burkina Faso', dialCode: '+226', currency: 'XOF' },
  { code: 'FR', nameFr: 'France', nameEn: 'France', dialCode: '+33', currency: 'EUR' },
];

export type CitySlug = 'abidjan' | 'dakar' | 'lome' | 'cotonou' | 'douala' | 'ouagadougou';

export interface CityData {
  slug: CitySlug;
  name: string;
  countryCode: string;
  timeZone: string;
  /** Fixed offset of the zone (none of these observes daylight saving time). */
  utcOffsetHours: number;
  latitude: number;
  longitude: number;
}

export const citiesData: readonly CityData[] = [
  { slug: 'abidjan', name: 'Abidjan', countryCode: 'CI', timeZone: 'Africa/Abidjan', utcOffsetHours: 0, latitude: 5.359952, longitude: -4.008256 },
  { slug: 'dakar', name: 'Dakar', countryCode: 'SN', timeZone: 'Africa/Dakar', utcOffsetHours: 0, latitude: 14.716677, longitude: -17.467686 },
  { slug: 'lome', name: 'Lomé', countryCode: 'TG', timeZone: 'Africa/Lome', utcOffsetHours: 0, latitude: 6.130419, longitude: 1.215829 },
  { slug: 'cotonou', name: 'Cotonou', countryCode: 'BJ', timeZone: 'Africa/Porto-Novo', utcOffsetHours: 1, latitude: 6.365536, longitude: 2.418335 },
  { slug: 'douala', name: 'Douala', countryCode: 'CM', timeZone: 'Africa/Douala', utcOffsetHours: 1, latitude: 4.051056, longitude: 9.767869 },
  { slug: 'ouagadougou', name: 'Ouagadougou', countryCode: 'BF', timeZone: 'Africa/Ouagadougou', utcOffsetHours: 0, latitude: 12.371428, longitude: -1.51966 },
];

export type CategorySlug =
  | 'ivoirien' | 'senegalais' | 'camerounais' | 'beninois-togolais' | 'burkinabe' | 'grillades'
  | 'poissons-fruits-de-mer' | 'fast-food' | 'pizza' | 'asiatique' | 'vegetarien'
  | 'patisserie-desserts' | 'cafes-brunch';

export interface FoodCategoryData {
  slug: CategorySlug;
  nameFr: string;
  nameEn: string;
}

export const foodCategoriesData: readonly FoodCategoryData[] = [
  { slug: 'ivoirien', nameFr: 'Ivoirien', nameEn: 'Ivorian' },
  { slug: 'senegalais', nameFr: 'Sénégalais', nameEn: 'Senegalese' },
  { slug: 'camerounais', nameFr: 'Camerounais', nameEn: 'Cameroonian' },
  { slug: 'beninois-togolais', nameFr: 'Béninois & togolais', nameEn: 'Beninese & Togolese' },
  { slug: 'burkinabe', nameFr: 'Burkinabè', nameEn: 'Burkinabe' },
  { slug: 'grillades', nameFr: 'Grillades', nameEn: 'Grills' },
  { slug: 'poissons-fruits-de-mer', nameFr: 'Poissons & fruits de mer', nameEn: 'Fish & seafood' },
  { slug: 'fast-food', nameFr: 'Fast-food', nameEn: 'Fast food' },
  { slug: 'pizza', nameFr: 'Pizza', nameEn: 'Pizza' },
  { slug: 'asiatique', nameFr: 'Asiatique', nameEn: 'Asian' },
  { slug: 'vegetarien', nameFr: 'Végétarien', nameEn: 'Vegetarian' },
  { slug: 'patisserie-desserts', nameFr: 'Pâtisserie & desserts', nameEn: 'Pastries & desserts' },
  { slug: 'cafes-brunch', nameFr: 'Cafés & brunch', nameEn: 'Cafés & brunch' },
];

export const categoryImageUrl = (slug: string): string => `/images/generated/categories/${slug}.svg`;

export interface MoneyChangeData {
  fromCurrency: string;
  toCurrency: string;
  rate: number;
  /** The symbol of the target currency, as shown next to a converted price. */
  symbol: string;
}

/** XOF and XAF are both pegged to the euro at 655.957, hence 1:1 between them. */
export const moneyChangesData: readonly MoneyChangeData[] = [
  { fromCurrency: 'XOF', toCurrency: 'XOF', rate: 1, symbol: 'F CFA' },
  { fromCurrency: 'XOF', toCurrency: 'XAF', rate: 1, symbol: 'F CFA' },
  { fromCurrency: 'XAF', toCurrency: 'XOF', rate: 1, symbol: 'F CFA' },
  { fromCurrency: 'XAF', toCurrency: 'XAF', rate: 1, symbol: 'F CFA' },
  { fromCurrency: 'XOF', toCurrency: 'EUR', rate: 0.00152449, symbol: '€' },
  { fromCurrency: 'EUR', toCurrency: 'XOF', rate: 655.957, symbol: 'F CFA' },
  { fromCurrency: 'XAF', toCurrency: 'EUR', rate: 0.00152449, symbol: '€' },
  { fromCurrency: 'EUR', toCurrency: 'XAF', rate: 655.957, symbol: 'F CFA' },
  { fromCurrency: 'EUR', toCurrency: 'EUR', rate: 1, symbol: '€' },
  { fromCurrency: 'XOF', toCurrency: 'USD', rate: 0.00175, symbol: '$' },
  { fromCurrency: 'USD', toCurrency: 'XOF', rate: 571.5, symbol: 'F CFA' },
  { fromCurrency: 'XAF', toCurrency: 'USD', rate: 0.00175, symbol: '$' },
  { fromCurrency: 'USD', toCurrency: 'XAF', rate: 571.5, symbol: 'F CFA' },
];

export const feedbackTypesData = [
  { slug: 'food', nameFr: 'Cuisine', nameEn: 'Food' },
  { slug: 'service', nameFr: 'Service', nameEn: 'Service' },
  { slug: 'ambiance', nameFr: 'Ambiance', nameEn: 'Atmosphere' },
  { slug: 'value', nameFr: 'Rapport qualité-prix', nameEn: 'Value for money' },
  { slug: 'cleanliness', nameFr: 'Propreté', nameEn: 'Cleanliness' },
  { slug: 'delivery', nameFr: 'Livraison', nameEn: 'Delivery' },
] as const;
