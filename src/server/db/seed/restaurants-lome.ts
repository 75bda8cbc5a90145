import type { CityRestaurants } from './restaurant-types';

export const lomeRestaurants: CityRestaurants = {
  city: 'lome',
  restaurants: [
    {
      name: 'Chez Maman Afi', kitchen: 'beninoisTogolais', cuisine: 'Togolaise', categories: ['beninois-togolais'],
      district: 'Bè', street: 'Rue de Bè-Château, Bè', latitude: 6.1412, longitude: 1.2385,
      priceLevel: 1, takeAway: true, delivery: true, halal: false, hours: 'maquis', featured: true,
      descriptionFr: 'Maman Afi pile son foufou à la main et le sert avec une sauce arachide à la viande de chèvre qui a fait sa réputation. Le gboma dessi et l’ablo aux crevettes complètent une carte 100 % togolaise.',
      descriptionEn: 'Maman Afi pounds her fufu by hand and serves it with the goat-meat peanut sauce that made her name. Gboma dessi and ablo with prawns round off a 100% Togolese menu.',
    },
    {
      name: 'La Paillote de la Marina', kitchen: 'fruitsDeMer', cuisine: 'Poissons et fruits de mer', categories: ['poissons-fruits-de-mer'],
      district: 'Boulevard du Mono', street: 'Boulevard du Mono, près du port de pêche', latitude: 6.1268, longitude: 1.2312,
      priceLevel: 3, takeAway: false, delivery: false, halal: false, hours: 'lunchDinner', featured: true,
      descriptionFr: 'Les pieds presque dans le sable, on y mange le poisson du jour débarqué au port de pêche voisin et des calamars frits à partager. La brise du golfe de Guinée fait le reste.',
      descriptionEn: 'Almost barefoot on the sand, diners enjoy the catch of the day landed at the nearby fishing port and fried squid to share. The Gulf of Guinea breeze does the rest.',
    },
    {
      name: 'Le Fufu Royal', kitchen: 'beninoisTogolais', cuisine: 'Ouest-africaine', categories: ['beninois-togolais'],
      district: 'Tokoin', street: 'Rue de la Paix, Tokoin Hôpital', latitude: 6.1534, longitude: 1.2158,
      priceLevel: 2, takeAway: true, delivery: true, halal: false, hours: 'allDay',
      descriptionFr: 'Une salle climatisée aux murs de pagne où l’akoumé, la sauce adémè et le poisson braisé régalent les familles. Le tchakpalo est brassé sur place chaque matin.',
      descriptionEn: 'An air-conditioned dining room with wax-print walls where akoumé, adémè sauce and grilled fish delight families. The tchakpalo is brewed on site every morning.',
    },
    {
      name: 'Le Grill de Baguida', kitchen: 'grillades', cuisine: 'Grillades', categories: ['grillades'],
      district: 'Baguida', street: 'Route d’Aného, Baguida plage', latitude: 6.1588, longitude: 1.3279,
      priceLevel: 2, takeAway: true, delivery: false, halal: true, hours: 'late',
      descriptionFr: 'Un grill de plage sur la route d’Aného, célèbre pour ses brochettes de mouton et son poulet bicyclette braisé. Fermé le lundi, bondé le samedi soir.',
      descriptionEn: 'A beach grill on the Aného road, famous for lamb skewers and grilled village chicken. Closed on Mondays, packed on Saturday nights.',
    },
    {
      name: 'Pizzeria du Golfe', kitchen: 'pizza', cuisine: 'Italienne', categories: ['pizza'],
      district: 'Nyékonakpoè', street: 'Boulevard du 13 Janvier, Nyékonakpoè', latitude: 6.1335, longitude: 1.2043,
      priceLevel: 2, takeAway: true, delivery: true, halal: false, hours: 'allDay',
      descriptionFr: 'Pâte fine, four à bois et produits italiens, avec une pizza au poulet braisé qui a converti tout le quartier. Livraison rapide dans le centre de Lomé.',
      descriptionEn: 'Thin crust, wood oven and Italian produce, plus a grilled-chicken pizza that won over the whole neighbourhood. Fast delivery across central Lomé.',
    },
    {
      name: 'Pâtisserie Le Palmier', kitchen: 'patisserie', cuisine: 'Pâtisserie', categories: ['patisserie-desserts', 'cafes-brunch'],
      district: 'Avédji', street: 'Avenue de la Libération, Avédji', latitude: 6.1824, longitude: 1.1947,
      priceLevel: 2, takeAway: true, delivery: true, halal: false, hours: 'cafe',
      descriptionFr: 'Viennoiseries du matin, tartes fines aux pommes et crème catalane, à emporter ou au salon. Les gâteaux d’anniversaire se commandent deux jours à l’avance.',
      descriptionEn: 'Morning pastries, thin apple tarts and crema catalana, to take away or in the tea room. Birthday cakes can be ordered two days ahead.',
    },
    {
      name: 'Jardin de Saigon', kitchen: 'asiatique', cuisine: 'Vietnamienne et thaïe', categories: ['asiatique'],
      district: 'Kodjoviakopé', street: 'Rue Pelletier Caventou, Kodjoviakopé', latitude: 6.1241, longitude: 1.2012,
      priceLevel: 3, takeAway: true, delivery: true, halal: false, hours: 'lunchDinner',
      descriptionFr: 'Dans un jardin tropical éclairé de lanternes, soupe de fruits de mer aux nouilles et riz cantonais comme à Hô Chi Minh-Ville. Pensez à réserver la table sous le manguier.',
      descriptionEn: 'In a lantern-lit tropical garden, seafood noodle soup and Cantonese rice just like in Ho Chi Minh City. Remember to book the table under the mango tree.',
    },
  ],
};
