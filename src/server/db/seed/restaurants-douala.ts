import type { CityRestaurants } from './restaurant-types';

export const doualaRestaurants: CityRestaurants = {
  city: 'douala',
  restaurants: [
    {
      name: 'Chez Mama Ngo Bassa', kitchen: 'camerounais', cuisine: 'Camerounaise', categories: ['camerounais'],
      district: 'Deïdo', street: 'Rue Bebey Eyidi, Deïdo', latitude: 4.0612, longitude: 9.7104,
      priceLevel: 1, takeAway: true, delivery: true, halal: false, hours: 'maquis', featured: true,
      descriptionFr: 'Le mbongo tchobi de Mama Ngo Bassa, sauce noire aux épices grillées, se mange avec du plantain vapeur et les doigts. Le koki du samedi et le ndolé aux crevettes attirent tout Deïdo.',
      descriptionEn: 'Mama Ngo Bassa’s mbongo tchobi, a black sauce of roasted spices, is eaten with steamed plantain and your fingers. Saturday koki and prawn ndolé draw all of Deïdo.',
    },
    {
      name: 'Le Ndolé Royal', kitchen: 'camerounais', cuisine: 'Camerounaise', categories: ['camerounais'],
      district: 'Akwa', street: 'Boulevard de la Liberté, Akwa', latitude: 4.0489, longitude: 9.6995,
      priceLevel: 2, takeAway: true, delivery: true, halal: false, hours: 'allDay', featured: true,
      descriptionFr: 'Le poulet DG et le ndolé aux crevettes sont les stars de cette grande salle d’Akwa aux murs ornés de tissus ndop. Service rapide le midi, ambiance makossa le soir.',
      descriptionEn: 'Poulet DG and prawn ndolé are the stars of this large Akwa dining room hung with ndop cloth. Quick service at lunch, makossa mood in the evening.',
    },
    {
      name: 'La Marée du Wouri', kitchen: 'fruitsDeMer', cuisine: 'Poissons et fruits de mer', categories: ['poissons-fruits-de-mer'],
      district: 'Bonanjo', street: 'Rue Joss, Bonanjo', latitude: 4.0436, longitude: 9.6887,
      priceLevel: 3, takeAway: false, delivery: false, halal: false, hours: 'lunchDinner',
      descriptionFr: 'Face à l’estuaire du Wouri, bar braisé, crabe farci et gambas de Kribi servis avec miondo ou plantain. Une adresse de Bonanjo pour les déjeuners d’affaires.',
      descriptionEn: 'Facing the Wouri estuary, grilled sea bass, stuffed crab and Kribi prawns served with miondo or plantain. A Bonanjo address for business lunches.',
    },
    {
      name: 'Le Soya du Rond-Point', kitchen: 'grillades', cuisine: 'Grillades', categories: ['grillades', 'camerounais'],
      district: 'Bonapriso', street: 'Rue Njo-Njo, Bonapriso', latitude: 4.0322, longitude: 9.6934,
      priceLevel: 2, takeAway: true, delivery: true, halal: true, hours: 'late',
      descriptionFr: 'Le soya au kankankan grille jusqu’à deux heures du matin, avec plantain mûr et poisson braisé pour les grandes tablées. Fermé le lundi pour laisser reposer la braise.',
      descriptionEn: 'Beef soya with kankankan spice sizzles until 2 a.m., with ripe plantain and grilled fish for big tables. Closed on Mondays to let the coals rest.',
    },
    {
      name: 'Le Bistrot Bonapriso', kitchen: 'brunch', cuisine: 'Café et brunch', categories: ['cafes-brunch'],
      district: 'Bonapriso', street: 'Rue Tokoto, Bonapriso', latitude: 4.0297, longitude: 9.6918,
      priceLevel: 3, takeAway: true, delivery: false, halal: false, hours: 'cafe',
      descriptionFr: 'Un bistrot lumineux pour bruncher d’œufs pochés, de quiche et de velouté de cresson, avec un expresso de l’Ouest-Cameroun. Terrasse ombragée et pâtisseries du jour.',
      descriptionEn: 'A bright bistro for brunching on poached eggs, quiche and watercress soup with West Cameroon espresso. Shaded terrace and pastries of the day.',
    },
    {
      name: 'Pizza Bali', kitchen: 'pizza', cuisine: 'Italienne', categories: ['pizza'],
      district: 'Bali', street: 'Rue Drouot, Bali', latitude: 4.0415, longitude: 9.7032,
      priceLevel: 2, takeAway: true, delivery: true, halal: false, hours: 'allDay',
      descriptionFr: 'Pizzas à pâte épaisse ou fine, lasagnes de la nonna et bruschettas à partager entre amis. La livraison couvre Akwa, Bali et Bonapriso.',
      descriptionEn: 'Thick or thin-crust pizzas, nonna’s lasagne and bruschetta to share with friends. Delivery covers Akwa, Bali and Bonapriso.',
    },
    {
      name: 'La Table de Makepe', kitchen: 'camerounais', cuisine: 'Camerounaise revisitée', categories: ['camerounais'],
      district: 'Makepe', street: 'Carrefour Bonamoussadi, Makepe', latitude: 4.0798, longitude: 9.7489,
      priceLevel: 3, takeAway: false, delivery: false, halal: false, hours: 'lunchDinner',
      descriptionFr: 'Une cheffe formée à Paris revisite l’eru, le poulet DG et le fondant au chocolat du Cameroun en menus dégustation. Cadre feutré, idéal pour un dîner en tête-à-tête.',
      descriptionEn: 'A Paris-trained chef reinvents eru, poulet DG and Cameroonian chocolate fondant as tasting menus. A hushed setting, ideal for a dinner for two.',
    },
  ],
};
