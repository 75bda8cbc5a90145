import type { CityRestaurants } from './restaurant-types';

export const abidjanRestaurants: CityRestaurants = {
  city: 'abidjan',
  restaurants: [
    {
      name: 'Chez Tantie Akissi', kitchen: 'ivoirien', cuisine: 'Ivoirienne', categories: ['ivoirien', 'grillades'],
      district: 'Treichville', street: 'Avenue 16, Rue 12, Treichville', latitude: 5.2935, longitude: -4.0089,
      priceLevel: 1, takeAway: true, delivery: true, halal: true, hours: 'maquis', featured: true,
      descriptionFr: 'Le maquis de quartier où Tantie Akissi braise ses carpes depuis vingt ans, servies sur un lit d’attiéké bien chaud. On y vient en bande pour l’alloco croustillant, le kédjénou du dimanche et le jus de gingembre qui pique.',
      descriptionEn: 'The neighbourhood maquis where Tantie Akissi has been grilling carp for twenty years, served on steaming attiéké. People come in groups for crisp alloco, the Sunday kédjénou and a ginger juice with a kick.',
    },
    {
      name: 'Le Maquis du Lagon', kitchen: 'grillades', cuisine: 'Grillades ivoiriennes', categories: ['grillades', 'ivoirien'],
      district: 'Marcory Zone 4', street: 'Rue Pierre et Marie Curie, Zone 4', latitude: 5.2878, longitude: -3.9796,
      priceLevel: 2, takeAway: true, delivery: false, halal: true, hours: 'late',
      descriptionFr: 'Sur les berges de la lagune Ébrié, les brochettes de mouton et le poulet braisé sortent du feu jusque tard dans la nuit. Musique live le vendredi et terrasse face aux lumières du Plateau.',
      descriptionEn: 'On the shore of the Ébrié lagoon, lamb skewers and grilled chicken come off the coals late into the night. Live music on Fridays and a terrace facing the lights of the Plateau.',
    },
    {
      name: 'La Terrasse de Cocody', kitchen: 'fruitsDeMer', cuisine: 'Poissons et fruits de mer', categories: ['poissons-fruits-de-mer'],
      district: 'Cocody Riviera', street: 'Boulevard Latrille, Riviera Golf', latitude: 5.3628, longitude: -3.9612,
      priceLevel: 3, takeAway: false, delivery: false, halal: false, hours: 'lunchDinner', featured: true,
      descriptionFr: 'Une terrasse ombragée de flamboyants où le capitaine braisé et les gambas grillées arrivent chaque matin de Grand-Bassam. Carte des vins soignée et service attentif pour les dîners d’affaires comme les anniversaires.',
      descriptionEn: 'A terrace shaded by flame trees where grilled Nile perch and king prawns arrive fresh from Grand-Bassam every morning. A careful wine list and attentive service for business dinners and birthdays alike.',
    },
    {
      name: 'Garba & Co', kitchen: 'ivoirien', cuisine: 'Street-food ivoirienne', categories: ['ivoirien', 'fast-food'],
      district: 'Yopougon', street: 'Carrefour Siporex, Yopougon', latitude: 5.3415, longitude: -4.0706,
      priceLevel: 1, takeAway: true, delivery: true, halal: true, hours: 'fastFood',
      descriptionFr: 'Le garba dans les règles de l’art : attiéké fumant, thon frit minute, oignon cru et piment frais à volonté. Idéal pour un déjeuner rapide ou une livraison au bureau.',
      descriptionEn: 'Garba done right: steaming attiéké, tuna fried to order, raw onion and as much fresh chili as you like. Perfect for a quick lunch or an office delivery.',
    },
    {
      name: 'Pizzeria Bella Lagune', kitchen: 'pizza', cuisine: 'Italienne', categories: ['pizza'],
      district: 'Deux-Plateaux', street: 'Rue des Jardins, Deux-Plateaux Vallon', latitude: 5.3712, longitude: -3.9905,
      priceLevel: 2, takeAway: true, delivery: true, halal: false, hours: 'allDay',
      descriptionFr: 'Un four à bois napolitain et une pâte qui lève quarante-huit heures, garnie de mozzarella et de poulet braisé à l’ivoirienne. Les familles adorent le tiramisu et le jardin au calme.',
      descriptionEn: 'A Neapolitan wood oven and a dough proved for forty-eight hours, topped with mozzarella and Ivorian-style grilled chicken. Families love the tiramisu and the quiet garden.',
    },
    {
      name: 'Le Jardin Vert du Plateau', kitchen: 'vegetarien', cuisine: 'Végétarienne', categories: ['vegetarien', 'cafes-brunch'],
      district: 'Plateau', street: 'Rue du Commerce, Plateau', latitude: 5.3207, longitude: -4.0195,
      priceLevel: 2, takeAway: true, delivery: true, halal: false, hours: 'allDay',
      descriptionFr: 'Au pied des tours du Plateau, une cantine verte qui revisite l’attiéké aux champignons et le curry de gombo au lait de coco. Tout est végétarien, beaucoup est végétalien, et les jus sont pressés à la minute.',
      descriptionEn: 'At the foot of the Plateau towers, a green canteen reinventing attiéké with mushrooms and okra curry in coconut milk. Everything is vegetarian, much is vegan, and juices are pressed to order.',
    },
    {
      name: 'Maison Kouassi Pâtisserie', kitchen: 'patisserie', cuisine: 'Pâtisserie', categories: ['patisserie-desserts', 'cafes-brunch'],
      district: 'Cocody', street: 'Rue des Jardins, Cocody Danga', latitude: 5.3446, longitude: -3.9988,
      priceLevel: 2, takeAway: true, delivery: true, halal: false, hours: 'cafe',
      descriptionFr: 'Le chef pâtissier travaille le cacao ivoirien en fondants, tartelettes et bouchées au bissap. Croissants pur beurre dès 7 heures et salon de thé climatisé.',
      descriptionEn: 'The pastry chef turns Ivorian cocoa into molten cakes, tartlets and hibiscus bonbons. All-butter croissants from 7 a.m. and an air-conditioned tea room.',
    },
  ],
};
