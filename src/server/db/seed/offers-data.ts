import { advertArt, rewardArt } from './images';

/** Offers, reward coupons and adverts; windows are relative to the seed's `now` (in days). */

export interface OfferData {
  code: string | null;
  restaurantName: string | null;
  titleFr: string;
  titleEn: string;
  descriptionFr: string;
  descriptionEn: string;
  discountKind: 'percent' | 'amount';
  discountValue: number;
  currency: string | null;
  minOrderAmount: number;
  startsInDays: number;
  endsInDays: number;
  maxRedemptions: number | null;
  imageUrl: string | null;
}

export const offersData: readonly OfferData[] = [
  {
    code: 'BIENVENUE10', restaurantName: null, titleFr: '10 % sur votre première commande', titleEn: '10% off your first order',
    descriptionFr: 'Bienvenue sur Tablée ! 10 % de réduction sur votre première commande dès 5 000 F CFA.',
    descriptionEn: 'Welcome to Tablée! 10% off your first order of 5,000 CFA francs or more.',
    discountKind: 'percent', discountValue: 10, currency: null, minOrderAmount: 5000, startsInDays: -60, endsInDays: 305, maxRedemptions: null, imageUrl: advertArt('welcome'),
  },
  {
    code: 'TABLEE2000', restaurantName: null, titleFr: '2 000 F CFA offerts dès 15 000 F CFA', titleEn: '2,000 CFA francs off orders over 15,000',
    descriptionFr: 'Réduction immédiate de 2 000 F CFA sur toute commande d’au moins 15 000 F CFA.',
    descriptionEn: 'An instant 2,000 CFA franc discount on any order of at least 15,000 CFA francs.',
    discountKind: 'amount', discountValue: 2000, currency: 'XOF', minOrderAmount: 15000, startsInDays: -7, endsInDays: 30, maxRedemptions: 500, imageUrl: null,
  },
  {
    code: 'WEEKEND15', restaurantName: null, titleFr: '15 % le week-end', titleEn: '15% off at weekends',
    descriptionFr: 'Profitez de 15 % de réduction sur les réservations avec pré-commande ce week-end.',
    descriptionEn: 'Enjoy 15% off bookings with a pre-order this weekend.',
    discountKind: 'percent', discountValue: 15, currency: null, minOrderAmount: 10000, startsInDays: -1, endsInDays: 6, maxRedemptions: 200, imageUrl: null,
  },
  {
    code: 'THIEB15', restaurantName: 'Le Thiéb de Yaye Fatou', titleFr: '15 % sur le thiéboudienne', titleEn: '15% off thiéboudienne',
    descriptionFr: 'Chez Yaye Fatou, 15 % de réduction sur votre commande à emporter ou sur place.',
    descriptionEn: 'At Yaye Fatou’s, 15% off your take-away or dine-in order.',
    discountKind: 'percent', discountValue: 15, currency: null, minOrderAmount: 0, startsInDays: -10, endsInDays: 20, maxRedemptions: 100, imageUrl: null,
  },
  {
    code: 'NDOLE1000', restaurantName: 'Le Ndolé Royal', titleFr: '1 000 F CFA offerts sur le ndolé', titleEn: '1,000 CFA francs off ndolé',
    descriptionFr: '1 000 F CFA de réduction dès 8 000 F CFA de commande au Ndolé Royal.',
    descriptionEn: '1,000 CFA francs off orders of 8,000 or more at Le Ndolé Royal.',
    discountKind: 'amount', discountValue: 1000, currency: 'XAF', minOrderAmount: 8000, startsInDays: -3, endsInDays: 45, maxRedemptions: null, imageUrl: null,
  },
  {
    code: 'GRILL20', restaurantName: 'Le Maquis du Lagon', titleFr: '20 % sur les grillades du mardi', titleEn: '20% off Tuesday grills',
    descriptionFr: 'Le mardi, 20 % sur toutes les brochettes et le poulet braisé.',
    descriptionEn: 'On Tuesdays, 20% off all skewers and grilled chicken.',
    discountKind: 'percent', discountValue: 20, currency: null, minOrderAmount: 0, startsInDays: -14, endsInDays: 60, maxRedemptions: null, imageUrl: null,
  },
  {
    code: null, restaurantName: 'Pizzeria du Golfe', titleFr: 'Livraison : 1 500 F CFA offerts', titleEn: 'Delivery: 1,500 CFA francs off',
    descriptionFr: 'Appliquée automatiquement aux commandes en livraison de plus de 12 000 F CFA.',
    descriptionEn: 'Applied automatically to delivery orders above 12,000 CFA francs.',
    discountKind: 'amount', discountValue: 1500, currency: 'XOF', minOrderAmount: 12000, startsInDays: 0, endsInDays: 90, maxRedemptions: null, imageUrl: null,
  },
  {
    code: 'NOEL25', restaurantName: null, titleFr: 'Offre des fêtes (terminée)', titleEn: 'Holiday offer (ended)',
    descriptionFr: 'Une offre passée, conservée pour l’historique.',
    descriptionEn: 'A past offer, kept for history.',
    discountKind: 'percent', discountValue: 25, currency: null, minOrderAmount: 20000, startsInDays: -120, endsInDays: -90, maxRedemptions: 300, imageUrl: null,
  },
  {
    code: 'TABASKI10', restaurantName: null, titleFr: '10 % pour la fête (à venir)', titleEn: '10% for the festival (upcoming)',
    descriptionFr: 'Offre à venir pour les repas de fête en famille.',
    descriptionEn: 'An upcoming offer for family festive meals.',
    discountKind: 'percent', discountValue: 10, currency: null, minOrderAmount: 10000, startsInDays: 20, endsInDays: 35, maxRedemptions: null, imageUrl: null,
  },
];

export interface RewardCouponData {
  restaurantName: string | null;
  titleFr: string;
  titleEn: string;
  descriptionFr: string;
  descriptionEn: string;
  pointsCost: number;
  discountKind: 'percent' | 'amount';
  discountValue: number;
  currency: string | null;
  validDays: number;
  stock: number | null;
  imageUrl: string;
}

export const rewardCouponsData: readonly RewardCouponData[] = [
  { restaurantName: null, titleFr: '1 000 F CFA de réduction', titleEn: '1,000 CFA francs off', descriptionFr: 'Valable sur toute commande d’au moins 5 000 F CFA.', descriptionEn: 'Valid on any order of 5,000 CFA francs or more.', pointsCost: 300, discountKind: 'amount', discountValue: 1000, currency: 'XOF', validDays: 30, stock: null, imageUrl: rewardArt('coupon-amount') },
  { restaurantName: null, titleFr: '10 % sur votre prochaine commande', titleEn: '10% off your next order', descriptionFr: 'Réduction de 10 % sur une commande, plats et boissons.', descriptionEn: '10% off one order, food and drinks.', pointsCost: 500, discountKind: 'percent', discountValue: 10, currency: null, validDays: 30, stock: null, imageUrl: rewardArt('coupon-percent') },
  { restaurantName: null, titleFr: '5 000 F CFA de réduction', titleEn: '5,000 CFA francs off', descriptionFr: 'Pour un grand repas entre amis, dès 25 000 F CFA.', descriptionEn: 'For a big meal with friends, from 25,000 CFA francs.', pointsCost: 1200, discountKind: 'amount', discountValue: 5000, currency: 'XOF', validDays: 60, stock: 100, imageUrl: rewardArt('coupon-amount') },
  { restaurantName: 'Maison Kouassi Pâtisserie', titleFr: 'Dessert offert', titleEn: 'Free dessert', descriptionFr: 'Un dessert au choix offert chez Maison Kouassi.', descriptionEn: 'A dessert of your choice on the house at Maison Kouassi.', pointsCost: 200, discountKind: 'amount', discountValue: 3500, currency: 'XOF', validDays: 15, stock: 50, imageUrl: rewardArt('dessert') },
  { restaurantName: 'Café Ataya', titleFr: 'Café offert', titleEn: 'Free coffee', descriptionFr: 'Un café Touba ou un ataya offert au Café Ataya.', descriptionEn: 'A free Touba coffee or ataya at Café Ataya.', pointsCost: 100, discountKind: 'amount', discountValue: 1000, currency: 'XOF', validDays: 15, stock: null, imageUrl: rewardArt('coffee') },
  { restaurantName: 'Le Ndolé Royal', titleFr: '15 % au Ndolé Royal', titleEn: '15% off at Le Ndolé Royal', descriptionFr: '15 % de réduction sur l’addition, sur place uniquement.', descriptionEn: '15% off the bill, dine-in only.', pointsCost: 600, discountKind: 'percent', discountValue: 15, currency: null, validDays: 30, stock: 40, imageUrl: rewardArt('coupon-percent') },
];

export interface AdvertData {
  restaurantName: string | null;
  titleFr: string;
  titleEn: string;
  bodyFr: string;
  bodyEn: string;
  imageUrl: string;
  /** A fixed link when the advert does not point to a restaurant. */
  linkUrl: string | null;
  startsInDays: number;
  endsInDays: number;
}

export const advertsData: readonly AdvertData[] = [
  { restaurantName: null, titleFr: 'Bienvenue sur Tablée', titleEn: 'Welcome to Tablée', bodyFr: '10 % sur votre première commande avec le code BIENVENUE10.', bodyEn: '10% off your first order with the code BIENVENUE10.', imageUrl: advertArt('welcome'), linkUrl: '/restaurant', startsInDays: -30, endsInDays: 120 },
  { restaurantName: 'La Teranga des Almadies', titleFr: 'Les huîtres sont de retour', titleEn: 'Oysters are back', bodyFr: 'Réservez votre table face à l’océan aux Almadies.', bodyEn: 'Book your ocean-view table at Les Almadies.', imageUrl: advertArt('seafood'), linkUrl: null, startsInDays: -5, endsInDays: 40 },
  { restaurantName: 'Le Ndolé Royal', titleFr: 'Le vrai poulet DG', titleEn: 'The real poulet DG', bodyFr: 'Commandez en livraison partout à Akwa et Bonapriso.', bodyEn: 'Order delivery anywhere in Akwa and Bonapriso.', imageUrl: advertArt('grill'), linkUrl: null, startsInDays: -2, endsInDays: 30 },
  { restaurantName: 'Chez Tantie Akissi', titleFr: 'Attiéké poisson braisé', titleEn: 'Attiéké with grilled fish', bodyFr: 'Le maquis préféré de Treichville, à emporter ou en livraison.', bodyEn: 'Treichville’s favourite maquis, take-away or delivered.', imageUrl: advertArt('maquis'), linkUrl: null, startsInDays: -10, endsInDays: 60 },
  { restaurantName: null, titleFr: 'Événements de la semaine', titleEn: 'This week’s events', bodyFr: 'Concerts, dégustations et ateliers : réservez votre place.', bodyEn: 'Concerts, tastings and classes: book your seat.', imageUrl: advertArt('events'), linkUrl: '/event', startsInDays: -1, endsInDays: 14 },
];
