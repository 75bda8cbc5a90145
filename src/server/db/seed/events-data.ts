import { eventArt } from './images';

export interface EventData {
  restaurantName: string;
  titleFr: string;
  titleEn: string;
  descriptionFr: string;
  descriptionEn: string;
  /** Days after the seed's `now`, always in the future. */
  inDays: number;
  /** Local wall-clock start "HH:MM" in the restaurant's zone. */
  localStart: string;
  durationHours: number;
  capacity: number;
  price: number;
  imageUrl: string;
}

export const eventsData: readonly EventData[] = [
  {
    restaurantName: 'Le Maquis du Lagon', titleFr: 'Nuit zouglou au bord de la lagune', titleEn: 'Zouglou night on the lagoon',
    descriptionFr: 'Un orchestre zouglou en live, brochettes à volonté et poisson braisé pour une soirée 100 % ivoirienne.',
    descriptionEn: 'A live zouglou band, unlimited skewers and grilled fish for a 100% Ivorian evening.',
    inDays: 5, localStart: '20:00', durationHours: 4, capacity: 80, price: 15000, imageUrl: eventArt('concert'),
  },
  {
    restaurantName: 'La Terrasse de Cocody', titleFr: 'Dîner accords mets et vins', titleEn: 'Food and wine pairing dinner',
    descriptionFr: 'Cinq plats de la mer associés à cinq vins présentés par notre sommelier.',
    descriptionEn: 'Five seafood courses paired with five wines presented by our sommelier.',
    inDays: 18, localStart: '19:30', durationHours: 3, capacity: 30, price: 45000, imageUrl: eventArt('wine'),
  },
  {
    restaurantName: 'La Teranga des Almadies', titleFr: 'Coucher de soleil et huîtres', titleEn: 'Sunset and oysters',
    descriptionFr: 'Huîtres de la Somone, gambas grillées et kora en live face au coucher du soleil.',
    descriptionEn: 'Somone oysters, grilled prawns and live kora music facing the sunset.',
    inDays: 9, localStart: '18:30', durationHours: 3, capacity: 40, price: 35000, imageUrl: eventArt('sunset'),
  },
  {
    restaurantName: 'Le Thiéb de Yaye Fatou', titleFr: 'Atelier thiéboudienne', titleEn: 'Thiéboudienne cooking class',
    descriptionFr: 'Yaye Fatou dévoile les secrets de son thiéb, du roff au riz bien grillé, puis on passe à table.',
    descriptionEn: 'Yaye Fatou reveals the secrets of her thiéb, from the roff stuffing to the crispy rice, then everyone eats.',
    inDays: 24, localStart: '17:00', durationHours: 3, capacity: 16, price: 20000, imageUrl: eventArt('cooking'),
  },
  {
    restaurantName: 'Chez Maman Afi', titleFr: 'Soirée foufou et highlife', titleEn: 'Fufu and highlife night',
    descriptionFr: 'Foufou pilé devant vous, sauce arachide à la chèvre et orchestre highlife.',
    descriptionEn: 'Fufu pounded before your eyes, goat peanut sauce and a highlife band.',
    inDays: 12, localStart: '19:30', durationHours: 4, capacity: 50, price: 12000, imageUrl: eventArt('concert'),
  },
  {
    restaurantName: 'La Case de Fidjrossè', titleFr: 'Grande braise de la plage', titleEn: 'Beach grill night',
    descriptionFr: 'Capitaine, gambas et brochettes grillés sur la plage, feu de camp et percussions.',
    descriptionEn: 'Nile perch, prawns and skewers grilled on the beach, with a bonfire and drums.',
    inDays: 7, localStart: '19:00', durationHours: 4, capacity: 60, price: 25000, imageUrl: eventArt('sunset'),
  },
  {
    restaurantName: 'Saveurs de Ganhi', titleFr: 'Menu des fêtes du Vodoun', titleEn: 'Vodun festival menu',
    descriptionFr: 'Un menu inspiré des grandes tablées familiales : amiwo, wagasi grillé et yovo doko.',
    descriptionEn: 'A menu inspired by big family feasts: amiwo, grilled wagasi and yovo doko.',
    inDays: 33, localStart: '20:00', durationHours: 3, capacity: 45, price: 18000, imageUrl: eventArt('feast'),
  },
  {
    restaurantName: 'Le Ndolé Royal', titleFr: 'Soirée makossa', titleEn: 'Makossa night',
    descriptionFr: 'Ndolé, poulet DG et orchestre makossa jusqu’à minuit.',
    descriptionEn: 'Ndolé, poulet DG and a makossa band until midnight.',
    inDays: 4, localStart: '20:00', durationHours: 4, capacity: 70, price: 15000, imageUrl: eventArt('concert'),
  },
  {
    restaurantName: 'La Table de Makepe', titleFr: 'Menu dégustation de la cheffe', titleEn: 'Chef’s tasting menu',
    descriptionFr: 'Six plats camerounais revisités, servis en une seule table partagée.',
    descriptionEn: 'Six reinvented Cameroonian dishes served at a single shared table.',
    inDays: 21, localStart: '19:30', durationHours: 3, capacity: 24, price: 40000, imageUrl: eventArt('wine'),
  },
  {
    restaurantName: 'Le Bicyclette d’Or', titleFr: 'Match sur grand écran et poulet braisé', titleEn: 'Big-screen match and grilled chicken',
    descriptionFr: 'Les Étalons sur grand écran, poulet bicyclette braisé et zoom-koom glacé.',
    descriptionEn: 'The Stallions on the big screen, grilled village chicken and iced zoom-koom.',
    inDays: 3, localStart: '18:00', durationHours: 3, capacity: 90, price: 8000, imageUrl: eventArt('feast'),
  },
  {
    restaurantName: 'Le Faso Délices', titleFr: 'Soirée contes et saveurs du Faso', titleEn: 'Burkinabe tales and flavours night',
    descriptionFr: 'Un griot raconte les légendes mossi pendant un menu burkinabè en trois temps.',
    descriptionEn: 'A griot tells Mossi legends over a three-course Burkinabe menu.',
    inDays: 38, localStart: '19:30', durationHours: 3, capacity: 35, price: 12000, imageUrl: eventArt('cooking'),
  },
];
