/** Reusable option groups ("collections", SPEC §3) attached to some dishes. */

export interface OptionData {
  nameFr: string;
  nameEn: string;
  priceAmount: number;
}

export interface OptionGroupData {
  nameFr: string;
  nameEn: string;
  minSelect: number;
  maxSelect: number;
  options: readonly OptionData[];
}

const option = (nameFr: string, nameEn: string, priceAmount = 0): OptionData => ({ nameFr, nameEn, priceAmount });

export const optionGroups = {
  sideIvorian: {
    nameFr: 'Accompagnement', nameEn: 'Side', minSelect: 1, maxSelect: 1,
    options: [option('Attiéké', 'Attiéké'), option('Alloco', 'Alloco (fried plantain)', 500), option('Riz blanc', 'White rice'), option('Foutou banane', 'Plantain foutou', 500)],
  },
  sideGrill: {
    nameFr: 'Accompagnement', nameEn: 'Side', minSelect: 1, maxSelect: 1,
    options: [option('Frites', 'Fries'), option('Alloco', 'Alloco (fried plantain)'), option('Attiéké', 'Attiéké'), option('Salade verte', 'Green salad')],
  },
  sideCameroon: {
    nameFr: 'Accompagnement', nameEn: 'Side', minSelect: 1, maxSelect: 1,
    options: [option('Plantain mûr frit', 'Fried ripe plantain'), option('Miondo', 'Miondo (cassava sticks)'), option('Riz blanc', 'White rice'), option('Bobolo', 'Bobolo (cassava loaf)')],
  },
  sideBenin: {
    nameFr: 'Accompagnement', nameEn: 'Side', minSelect: 1, maxSelect: 1,
    options: [option('Akassa', 'Akassa (corn paste)'), option('Pâte blanche', 'White corn paste'), option('Riz blanc', 'White rice'), option('Ablo', 'Ablo (steamed corn buns)', 300)],
  },
  sideBurkina: {
    nameFr: 'Accompagnement', nameEn: 'Side', minSelect: 1, maxSelect: 1,
    options: [option('Frites d’igname', 'Yam fries'), option('Riz blanc', 'White rice'), option('Tô', 'Tô (millet paste)'), option('Alloco', 'Alloco (fried plantain)')],
  },
  chili: {
    nameFr: 'Piment', nameEn: 'Chili', minSelect: 1, maxSelect: 1,
    options: [option('Doux', 'Mild'), option('Moyen', 'Medium'), option('Fort', 'Hot')],
  },
  doneness: {
    nameFr: 'Cuisson', nameEn: 'Doneness', minSelect: 1, maxSelect: 1,
    options: [option('Saignant', 'Rare'), option('À point', 'Medium'), option('Bien cuit', 'Well done')],
  },
  pizzaSize: {
    nameFr: 'Taille', nameEn: 'Size', minSelect: 1, maxSelect: 1,
    options: [option('Moyenne (30 cm)', 'Medium (30 cm)'), option('Grande (40 cm)', 'Large (40 cm)', 3000)],
  },
  pizzaExtras: {
    nameFr: 'Suppléments', nameEn: 'Extras', minSelect: 0, maxSelect: 3,
    options: [option('Œuf', 'Egg', 500), option('Champignons', 'Mushrooms', 1000), option('Double fromage', 'Extra cheese', 1500), option('Piment frais', 'Fresh chili', 0)],
  },
  sauces: {
    nameFr: 'Sauces', nameEn: 'Sauces', minSelect: 0, maxSelect: 2,
    options: [option('Mayonnaise', 'Mayonnaise'), option('Ketchup', 'Ketchup'), option('Sauce piquante', 'Hot sauce'), option('Sauce fromagère', 'Cheese sauce', 300)],
  },
  drinkSize: {
    nameFr: 'Format', nameEn: 'Size', minSelect: 1, maxSelect: 1,
    options: [option('Verre (33 cl)', 'Glass (33 cl)'), option('Bouteille (1 L)', 'Bottle (1 L)', 1500)],
  },
  sugar: {
    nameFr: 'Sucre', nameEn: 'Sugar', minSelect: 1, maxSelect: 1,
    options: [option('Sans sucre', 'No sugar'), option('Peu sucré', 'Lightly sweet'), option('Sucré', 'Sweet')],
  },
} as const satisfies Record<string, OptionGroupData>;

export type OptionGroupKey = keyof typeof optionGroups;
