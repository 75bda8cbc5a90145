import type { CityRestaurants } from './restaurant-types';

export const dakarRestaurants: CityRestaurants = {
  city: 'dakar',
  restaurants: [
    {
      name: 'Le Thiéb de Yaye Fatou', kitchen: 'senegalais', cuisine: 'Sénégalaise', categories: ['senegalais'],
      district: 'Médina', street: 'Rue 6 x Rue 11, Médina', latitude: 14.6835, longitude: -17.4521,
      priceLevel: 1, takeAway: true, delivery: true, halal: true, hours: 'allDay', featured: true,
      descriptionFr: 'Yaye Fatou prépare son thiéboudienne au thiof comme à Saint-Louis, avec un riz rouge bien caramélisé au fond de la marmite. Le yassa poulet du mercredi part avant 14 heures : réservez.',
      descriptionEn: 'Yaye Fatou cooks her thiéboudienne with grouper the Saint-Louis way, the red rice nicely caramelised at the bottom of the pot. The Wednesday chicken yassa sells out before 2 p.m.: book ahead.',
    },
    {
      name: 'La Teranga des Almadies', kitchen: 'fruitsDeMer', cuisine: 'Poissons et fruits de mer', categories: ['poissons-fruits-de-mer', 'senegalais'],
      district: 'Almadies', street: 'Route des Almadies, Pointe des Almadies', latitude: 14.7437, longitude: -17.5205,
      priceLevel: 4, takeAway: false, delivery: false, halal: false, hours: 'lunchDinner', featured: true,
      descriptionFr: 'À la pointe la plus occidentale de l’Afrique, les huîtres de la Somone et les gambas se dégustent face à l’océan. Le coucher de soleil depuis la terrasse vaut à lui seul la réservation.',
      descriptionEn: 'At the westernmost tip of Africa, Somone oysters and king prawns are served facing the ocean. The sunset from the terrace alone is worth the booking.',
    },
    {
      name: 'Le Yassa d’Or', kitchen: 'senegalais', cuisine: 'Sénégalaise', categories: ['senegalais'],
      district: 'Plateau', street: 'Rue Jules Ferrand, Plateau', latitude: 14.6706, longitude: -17.4346,
      priceLevel: 2, takeAway: true, delivery: true, halal: true, hours: 'allDay',
      descriptionFr: 'Une adresse du Plateau appréciée des bureaux voisins pour son yassa poisson au citron et son mafé généreux. Les pastels au thon et le jus de bouye maison accompagnent parfaitement la pause déjeuner.',
      descriptionEn: 'A Plateau favourite of nearby offices for its lemony fish yassa and generous mafé. Tuna pastels and homemade baobab juice make the lunch break complete.',
    },
    {
      name: 'Le Grill de Ngor', kitchen: 'grillades', cuisine: 'Grillades', categories: ['grillades'],
      district: 'Ngor', street: 'Route de Ngor, face à l’île', latitude: 14.7496, longitude: -17.5139,
      priceLevel: 3, takeAway: true, delivery: false, halal: true, hours: 'late',
      descriptionFr: 'Côte de bœuf maturée et brochettes d’agneau grillées sur braise de filao, face à l’île de Ngor. L’ambiance monte le week-end avec un DJ jusqu’à deux heures du matin.',
      descriptionEn: 'Aged rib of beef and lamb skewers grilled over casuarina charcoal, facing Ngor island. The mood rises at weekends with a DJ until 2 a.m.',
    },
    {
      name: 'Lotus de Mermoz', kitchen: 'asiatique', cuisine: 'Asiatique', categories: ['asiatique'],
      district: 'Mermoz', street: 'Corniche Ouest, Mermoz', latitude: 14.7052, longitude: -17.4781,
      priceLevel: 3, takeAway: true, delivery: true, halal: true, hours: 'allDay',
      descriptionFr: 'Le chef, formé à Bangkok, marie le curry vert au poisson de la Corniche et sert un bibimbap coloré. Cadre zen, lumière tamisée et nems croustillants à partager.',
      descriptionEn: 'The Bangkok-trained chef pairs green curry with Corniche fish and serves a colourful bibimbap. Zen setting, soft lighting and crisp spring rolls to share.',
    },
    {
      name: 'Chawarma Corniche', kitchen: 'fastFood', cuisine: 'Fast-food libanais', categories: ['fast-food'],
      district: 'Point E', street: 'Avenue Cheikh Anta Diop, Point E', latitude: 14.6932, longitude: -17.4604,
      priceLevel: 1, takeAway: true, delivery: true, halal: true, hours: 'fastFood',
      descriptionFr: 'Le chawarma dakarois par excellence, poulet mariné tourné à la broche et sauce à l’ail maison. Ouvert jusqu’à trois heures le week-end pour les étudiants de l’UCAD et les noctambules.',
      descriptionEn: 'The quintessential Dakar chawarma, spit-roasted marinated chicken and homemade garlic sauce. Open until 3 a.m. at weekends for UCAD students and night owls.',
    },
    {
      name: 'Café Ataya', kitchen: 'brunch', cuisine: 'Café et brunch', categories: ['cafes-brunch'],
      district: 'Point E', street: 'Rue de Kaolack, Point E', latitude: 14.6968, longitude: -17.4632,
      priceLevel: 2, takeAway: true, delivery: false, halal: false, hours: 'cafe',
      descriptionFr: 'Un café lumineux où l’on brunche de tartines à l’avocat et d’œufs pochés, avec un café Touba ou un ataya en trois services. Wifi rapide et grandes tables pour travailler.',
      descriptionEn: 'A bright café for brunching on avocado toast and poached eggs with Touba coffee or three-round ataya tea. Fast wifi and big tables for working.',
    },
  ],
};
