import type { CityRestaurants } from './restaurant-types';

export const cotonouRestaurants: CityRestaurants = {
  city: 'cotonou',
  restaurants: [
    {
      name: 'Le Maquis d’Akpakpa', kitchen: 'beninoisTogolais', cuisine: 'Béninoise', categories: ['beninois-togolais'],
      district: 'Akpakpa', street: 'Rue 1036, Akpakpa Dodomè', latitude: 6.3702, longitude: 2.4591,
      priceLevel: 1, takeAway: true, delivery: true, halal: false, hours: 'maquis',
      descriptionFr: 'L’akassa au poisson frit et la pâte rouge sont servis ici sans chichis mais avec beaucoup d’amour. Le koliko croustillant et le jus de gingembre font du maquis l’escale préférée des taxis-motos.',
      descriptionEn: 'Akassa with fried fish and red corn paste are served here without fuss but with plenty of love. Crisp koliko and ginger juice make it the zemidjan riders’ favourite stop.',
    },
    {
      name: 'Saveurs de Ganhi', kitchen: 'beninoisTogolais', cuisine: 'Béninoise', categories: ['beninois-togolais'],
      district: 'Ganhi', street: 'Avenue Steinmetz, Ganhi', latitude: 6.3551, longitude: 2.4315,
      priceLevel: 2, takeAway: true, delivery: true, halal: false, hours: 'allDay', featured: true,
      descriptionFr: 'Près du marché Dantokpa, une cuisine béninoise soignée : amiwo au poulet bicyclette, wagasi grillé et sauce gboma. Le déjeuner express est servi en moins de vingt minutes.',
      descriptionEn: 'Near Dantokpa market, careful Beninese cooking: amiwo with village chicken, grilled wagasi cheese and gboma sauce. The express lunch is served in under twenty minutes.',
    },
    {
      name: 'La Case de Fidjrossè', kitchen: 'fruitsDeMer', cuisine: 'Poissons et fruits de mer', categories: ['poissons-fruits-de-mer'],
      district: 'Fidjrossè', street: 'Route des Pêches, Fidjrossè plage', latitude: 6.3528, longitude: 2.3487,
      priceLevel: 3, takeAway: false, delivery: false, halal: false, hours: 'lunchDinner', featured: true,
      descriptionFr: 'Paillotes sur la plage de Fidjrossè, gambas grillées et capitaine braisé, avec le bruit des vagues pour fond sonore. Les dimanches midi se réservent plusieurs jours à l’avance.',
      descriptionEn: 'Straw huts on Fidjrossè beach, grilled king prawns and Nile perch, with the sound of the waves as the soundtrack. Sunday lunches are booked several days ahead.',
    },
    {
      name: 'Le Brasero de la Haie Vive', kitchen: 'grillades', cuisine: 'Grillades', categories: ['grillades'],
      district: 'Haie Vive', street: 'Rue 12.110, Haie Vive', latitude: 6.3562, longitude: 2.3884,
      priceLevel: 3, takeAway: true, delivery: true, halal: true, hours: 'late',
      descriptionFr: 'Au cœur de la Haie Vive, la côte de bœuf et les brochettes sont saisies au brasero devant les convives. Cocktails sans alcool et vins choisis pour les longues soirées.',
      descriptionEn: 'In the heart of Haie Vive, rib of beef and skewers are seared on the brazier in front of diners. Alcohol-free cocktails and selected wines for long evenings.',
    },
    {
      name: 'Forno di Cotonou', kitchen: 'pizza', cuisine: 'Italienne', categories: ['pizza'],
      district: 'Cadjèhoun', street: 'Boulevard de la Marina, Cadjèhoun', latitude: 6.3589, longitude: 2.3921,
      priceLevel: 2, takeAway: true, delivery: true, halal: false, hours: 'allDay',
      descriptionFr: 'Pizzas au feu de bois et lasagnes maison dans une salle aux briques apparentes. La pizza quatre fromages au chèvre local est la plus commandée en livraison.',
      descriptionEn: 'Wood-fired pizzas and homemade lasagne in an exposed-brick dining room. The four-cheese pizza with local goat cheese is the top delivery order.',
    },
    {
      name: 'Wok & Coco', kitchen: 'asiatique', cuisine: 'Asiatique', categories: ['asiatique', 'vegetarien'],
      district: 'Jéricho', street: 'Rue 224, Jéricho', latitude: 6.3695, longitude: 2.4012,
      priceLevel: 2, takeAway: true, delivery: true, halal: false, hours: 'allDay',
      descriptionFr: 'Des woks flambés à la minute, un bibimbap végétarien et des perles de coco fondantes. Cuisine ouverte et prix doux pour les étudiants comme pour les familles.',
      descriptionEn: 'Woks tossed to order, a vegetarian bibimbap and melting coconut pearls. Open kitchen and gentle prices for students and families alike.',
    },
    {
      name: 'Le Snack Saint-Michel', kitchen: 'fastFood', cuisine: 'Fast-food', categories: ['fast-food'],
      district: 'Saint-Michel', street: 'Boulevard Saint-Michel, carrefour Saint-Michel', latitude: 6.3687, longitude: 2.4172,
      priceLevel: 1, takeAway: true, delivery: true, halal: true, hours: 'fastFood',
      descriptionFr: 'Burgers généreux à l’alloco, tacos et poulet frit épicé, servis en un éclair près du carrefour Saint-Michel. Le milkshake mangue est une institution en saison.',
      descriptionEn: 'Generous burgers with alloco, tacos and spicy fried chicken, served in a flash near Saint-Michel junction. The mango milkshake is an institution in season.',
    },
  ],
};
