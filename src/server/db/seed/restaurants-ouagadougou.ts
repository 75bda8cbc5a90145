import type { CityRestaurants } from './restaurant-types';

export const ouagadougouRestaurants: CityRestaurants = {
  city: 'ouagadougou',
  restaurants: [
    {
      name: 'Chez Tantie Salimata', kitchen: 'burkinabe', cuisine: 'Burkinabè', categories: ['burkinabe'],
      district: 'Gounghin', street: 'Avenue Babanguida, Gounghin', latitude: 12.3612, longitude: -1.5488,
      priceLevel: 1, takeAway: true, delivery: true, halal: true, hours: 'maquis', featured: true,
      descriptionFr: 'Tantie Salimata sert le meilleur riz gras de Gounghin, cuit au soumbala, et un tô sauce gombo qui rappelle les villages du Plateau central. Le zoom-koom glacé est offert aux habitués.',
      descriptionEn: 'Tantie Salimata serves Gounghin’s best riz gras, cooked with soumbala, and a tô with okra sauce that recalls the villages of the central plateau. Regulars get a free iced zoom-koom.',
    },
    {
      name: 'Le Bicyclette d’Or', kitchen: 'burkinabe', cuisine: 'Grillades burkinabè', categories: ['grillades', 'burkinabe'],
      district: 'Dapoya', street: 'Avenue de l’Indépendance, Dapoya', latitude: 12.3774, longitude: -1.5262,
      priceLevel: 2, takeAway: true, delivery: true, halal: true, hours: 'late', featured: true,
      descriptionFr: 'Le poulet bicyclette braisé entier, piment et citron, y est une religion, servi avec frites d’igname. Le tilapia du barrage de Loumbila rivalise les soirs de match.',
      descriptionEn: 'Whole grilled village chicken with chili and lemon is a religion here, served with yam fries. Tilapia from the Loumbila dam competes on match nights.',
    },
    {
      name: 'Le Faso Délices', kitchen: 'burkinabe', cuisine: 'Burkinabè', categories: ['burkinabe'],
      district: 'Koulouba', street: 'Rue Raoul Follereau, Koulouba', latitude: 12.3705, longitude: -1.5166,
      priceLevel: 2, takeAway: true, delivery: false, halal: true, hours: 'allDay',
      descriptionFr: 'Babenda aux feuilles d’oseille, gonré vapeur et brochettes de mouton dans une cour ombragée de neems. Une cuisine familiale qui met à l’honneur les produits du Faso.',
      descriptionEn: 'Sorrel-leaf babenda, steamed gonré and lamb skewers in a courtyard shaded by neem trees. Family cooking that celebrates Burkinabe produce.',
    },
    {
      name: 'La Paillote de Ouaga 2000', kitchen: 'grillades', cuisine: 'Grillades', categories: ['grillades'],
      district: 'Ouaga 2000', street: 'Boulevard Mouammar Kadhafi, Ouaga 2000', latitude: 12.3215, longitude: -1.5014,
      priceLevel: 3, takeAway: false, delivery: false, halal: true, hours: 'lunchDinner',
      descriptionFr: 'Un grand jardin sous les paillotes, une côte de bœuf du Sahel grillée à la perfection et des desserts maison. Fermé le lundi, réservation conseillée le week-end.',
      descriptionEn: 'A large garden under straw huts, a Sahel rib of beef grilled to perfection and homemade desserts. Closed on Mondays, booking advised at weekends.',
    },
    {
      name: 'Pizza Sahel', kitchen: 'pizza', cuisine: 'Italienne', categories: ['pizza'],
      district: 'Zone du Bois', street: 'Boulevard Charles de Gaulle, Zone du Bois', latitude: 12.3823, longitude: -1.4831,
      priceLevel: 2, takeAway: true, delivery: true, halal: false, hours: 'allDay',
      descriptionFr: 'Pizzas cuites au four à bois d’acacia et gratins de pâtes généreux. Terrasse fraîche le soir quand l’harmattan retombe.',
      descriptionEn: 'Pizzas baked in an acacia-wood oven and generous pasta bakes. A cool terrace in the evening when the harmattan settles.',
    },
    {
      name: 'Le Jardin du Naaba', kitchen: 'vegetarien', cuisine: 'Végétarienne', categories: ['vegetarien'],
      district: 'Patte d’Oie', street: 'Rue 15.42, Patte d’Oie', latitude: 12.3342, longitude: -1.5197,
      priceLevel: 2, takeAway: true, delivery: true, halal: false, hours: 'allDay',
      descriptionFr: 'Légumes du maraîchage de Loumbila, curry de gombo au lait de coco et accras de niébé dans un jardin paisible. Une carte entièrement végétarienne avec de nombreuses options véganes.',
      descriptionEn: 'Vegetables from Loumbila market gardens, okra curry in coconut milk and black-eyed pea fritters in a peaceful garden. A fully vegetarian menu with plenty of vegan options.',
    },
    {
      name: 'Boulangerie Le Baobab', kitchen: 'patisserie', cuisine: 'Boulangerie-pâtisserie', categories: ['patisserie-desserts', 'cafes-brunch'],
      district: 'Koulouba', street: 'Avenue Kwame Nkrumah, Koulouba', latitude: 12.3689, longitude: -1.5235,
      priceLevel: 1, takeAway: true, delivery: true, halal: false, hours: 'cafe',
      descriptionFr: 'Pain chaud, croissants et tartelettes aux framboises dès l’aube sur l’avenue Kwame Nkrumah. Le brownie aux noix de cajou fait des adeptes jusqu’à Bobo-Dioulasso.',
      descriptionEn: 'Warm bread, croissants and raspberry tartlets from dawn on Kwame Nkrumah avenue. The cashew brownie has fans as far as Bobo-Dioulasso.',
    },
  ],
};
